import { useMutation } from "../../../lib/query";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { VERIFIED_EMAIL_LANDING } from "./landing-paths";

/** Sends the confirmation link again (the server answers the same whether or not the address has an account). */
export function sendVerificationEmail({ email }: { email: string }) {
  return unwrapAuthResult(authClient.sendVerificationEmail({ email, callbackURL: VERIFIED_EMAIL_LANDING }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
