import { useMutation, useQueryClient } from "../../../lib/query";
import { z } from "zod";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { newPasswordSchema } from "./password-rules";
import { sessionsQueryKey } from "./list-sessions";

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Please enter your current password."),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((value) => value.confirmPassword === value.newPassword, { path: ["confirmPassword"], message: "The passwords do not match." })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ["newPassword"],
    message: "Choose a password different from your current one.",
  });

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export function changePassword({ currentPassword, newPassword, revokeOtherSessions }: ChangePasswordInput) {
  return unwrapAuthResult(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
