import { useMutation, useQueryClient } from "../../../lib/query";
import { z } from "zod";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { sessionQueryKey, toVisitor } from "../../session/api/get-session";

/** The word the user types to confirm that the account and its data go for good. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

export const deleteAccountSchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: `Type ${DELETE_CONFIRMATION_WORD} to confirm.` }),
  password: z.string(),
});

export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** Deletes the user, their sessions and accounts; the server deletes the rest of their data with them. */
export function deleteAccount({ password }: { password: string }) {
  return unwrapAuthResult(authClient.deleteUser(password ? { password } : {}));
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, toVisitor);
    },
  });
}
