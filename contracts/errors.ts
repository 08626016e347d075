import { z } from "zod";
import { ERROR_CODES } from "./error-codes";

export { ERROR_CODES, type ErrorCode } from "./error-codes";

/** Every API error is answered in this one shape: a stable code for programs, a message a person can read. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
