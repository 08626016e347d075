import { useMutation } from "../../../lib/query";
import type { z } from "zod";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { newPasswordFields } from "./password-rules";

export const resetPasswordSchema = newPasswordFields;

export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** Sets the new password with the token from the e-mail's link; the server ends every session of the account. */
export function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  return unwrapAuthResult(authClient.resetPassword({ token, newPassword }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
