import { AppError } from "../../errors";
import type { WriterFailure } from "../../writers/writer-failure";

/** The provider is busy, slow or down for now: 503, worth retrying (with the provider's Retry-After when it gave one). */
const RETRY_LATER = new Set<WriterFailure["code"]>(["ai_rate_limited", "ai_timeout", "ai_unreachable", "ai_cancelled"]);

/** A writer's failure as the API answers it: 503 when trying again later may help, else 502; its message as written. */
export function writerFailureError(failure: WriterFailure, details?: Record<string, unknown>): AppError {
  const headers: Record<string, string> = failure.retryAfterSeconds === undefined ? {} : { "Retry-After": String(failure.retryAfterSeconds) };
  return new AppError(RETRY_LATER.has(failure.code) ? "service_unavailable" : "upstream_failed", failure.message, details, headers);
}
