import { useMutation, useQueryClient } from "../../../lib/query";
import { z } from "zod";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { sessionQueryKey } from "../../session/api/get-session";

export const updateNameSchema = z.object({
  name: z.string().trim().min(1, "Please enter your full name.").max(100, "Please keep your name under 100 characters."),
});

export type UpdateNameInput = z.output<typeof updateNameSchema>;

export function updateName({ name }: UpdateNameInput) {
  return unwrapAuthResult(authClient.updateUser({ name }));
}

/** Renames the user; the header's avatar menu and initials follow once the viewer is reloaded. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
