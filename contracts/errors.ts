import { z } from "zod";

/** Every API error is answered in this one shape: a stable code for programs, a message a person can read. */
export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "invalid_api_key",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "request_in_progress",
  "idempotency_key_reused",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "insufficient_credits",
  "upstream_failed",
  "internal_error",
  "service_unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
