import type { ListingCheck } from "../../core/writer/generated-listing";

/** What went wrong with a model call, for the log and /metrics (listinglift_ai_errors_total{kind}). */
export type AiErrorKind =
  | "timeout"
  | "rate_limited"
  | "connection_refused"
  | "schema_refused"
  | "client_error"
  | "server_error"
  | "bad_output"
  | "cancelled"
  | "unreachable";

export type WriterFailureCode =
  | "ai_rate_limited"
  | "ai_unavailable"
  | "ai_timeout"
  | "ai_bad_output"
  | "ai_unreachable"
  | "ai_refused"
  | "ai_cancelled"
  | "checks_failed"
  | "language_unsupported";

/** Why a listing or a caption could not be written, in words for the host; the caller refunds the credit. */
export class WriterFailure extends Error {
  constructor(
    readonly code: WriterFailureCode,
    message: string,
    readonly failures: readonly Pick<ListingCheck, "message">[] = [],
    /** A provider's Retry-After, in seconds, passed on to the host. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "WriterFailure";
  }
}
