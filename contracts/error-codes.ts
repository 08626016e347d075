/**
 * The API's error codes and a zod-free reader of its error body. The browser reads every error answer through this
 * file, so the home page does not ship zod just to read `{ error: { code, message } }` (contracts/errors.ts holds the
 * zod schema the server and the OpenAPI document use; a test keeps the two in agreement).
 */
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

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The body as our error shape, or undefined when it is anything else (a proxy's HTML page, an empty body). */
export function readApiErrorBody(body: unknown): ApiErrorBody | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, details } = body.error;
  if (typeof code !== "string" || !KNOWN_CODES.has(code) || typeof message !== "string") return undefined;
  return { error: { code: code as ErrorCode, message, ...(details === undefined ? {} : { details }) } };
}
