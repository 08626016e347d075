import { useMutation } from "../../../lib/query";
import { z } from "zod";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { RESET_PASSWORD_LANDING } from "./landing-paths";


export const requestResetSchema = z.object({
  email: z.string().trim().min(1, "Please enter your e-mail address.").pipe(z.email("Please enter a valid e-mail address.")),
});

export type RequestResetInput = z.output<typeof requestResetSchema>;

/** Asks for a reset link; the answer never says whether the address has an account. */
export function requestPasswordReset({ email }: RequestResetInput) {
  return unwrapAuthResult(authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_LANDING }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
