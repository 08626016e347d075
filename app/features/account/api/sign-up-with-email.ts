import { useMutation } from "../../../lib/query";
import { z } from "zod";
import { authClient } from "../../session/api/auth-client";
import { unwrapAuthResult } from "../../session/api/auth-error";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE } from "../../session/api/auth-rules";
import { VERIFIED_EMAIL_LANDING } from "./landing-paths";

const MAX_NAME_LENGTH = 100;

export const signUpSchema = z
  .object({ name: z.string().trim(), email: z.string().trim(), password: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    if (!value.name) ctx.addIssue({ code: "custom", path: ["name"], message: "Please enter your full name." });
    if (value.name.length > MAX_NAME_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["name"], message: `Please keep your name under ${MAX_NAME_LENGTH} characters.` });
    }
    if (!value.email || !value.password.trim()) {
      ctx.addIssue({ code: "custom", path: [], message: MISSING_CREDENTIALS_MESSAGE });
      return;
    }
    if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Please enter a valid e-mail address." });
    }
    if (value.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["password"], message: `Use at least ${MIN_PASSWORD_LENGTH} characters.` });
    } else if (value.password.length > MAX_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["password"], message: `Use at most ${MAX_PASSWORD_LENGTH} characters.` });
    }
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "The passwords do not match." });
    }
  });

export type SignUpInput = z.output<typeof signUpSchema>;

/**
 * Creates the account; the server sends the confirmation e-mail and starts no session until it is opened. The answer
 * is the same whether or not the address already had an account (no enumeration), so the UI shows one message.
 */
export function signUpWithEmail({ name, email, password }: SignUpInput) {
  return unwrapAuthResult(authClient.signUp.email({ name, email, password, callbackURL: VERIFIED_EMAIL_LANDING }));
}

export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}
