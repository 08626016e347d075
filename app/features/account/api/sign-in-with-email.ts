import { useMutation, useQueryClient } from "../../../lib/query";
import { z } from "zod";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { MISSING_CREDENTIALS_MESSAGE } from "../../session/api/auth-rules";
import { sessionQueryKey } from "../../session/api/get-session";
import { VERIFIED_EMAIL_LANDING } from "./landing-paths";

/** The browser's mirror of the server's checks; the server decides and its message is shown. */
export const signInSchema = z
  .object({ email: z.string().trim(), password: z.string() })
  .superRefine((value, ctx) => {
    if (!value.email || !value.password.trim()) {
      ctx.addIssue({ code: "custom", path: [], message: MISSING_CREDENTIALS_MESSAGE });
      return;
    }
    if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Please enter a valid e-mail address." });
    }
  });

export type SignInInput = z.output<typeof signInSchema>;

export function signInWithEmail(input: SignInInput) {
  // If the address is not confirmed yet, the server e-mails a new link that lands on /verify-email, signed in.
  return unwrapAuthResult(authClient.signIn.email({ ...input, callbackURL: VERIFIED_EMAIL_LANDING }));
}

/** Signs in, then reloads the viewer so the whole app (header, guards) sees the user. */
export function useSignInWithEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: "all" }),
  });
}
