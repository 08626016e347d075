import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../session/api/auth-rules";

export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`);

/** A new password typed twice. */
export const newPasswordFields = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.confirmPassword === value.newPassword, { path: ["confirmPassword"], message: "The passwords do not match." });
