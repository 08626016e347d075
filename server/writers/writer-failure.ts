/** What went wrong with a model call, for the log and /metrics (listinglift_ai_errors_total{kind}). */
export const AI_ERROR_KINDS = [
  "timeout",
  "rate_limited",
  "connection_refused",
  "connection_lost",
  "schema_refused",
  "client_error",
  "server_error",
  "bad_output",
  "cancelled",
  "unreachable",
] as const;
export type AiErrorKind = (typeof AI_ERROR_KINDS)[number];

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

/** A rule an answer broke, as the repair prompt and the refusal name it. */
export interface BrokenRule {
  readonly field?: string;
  readonly message: string;
}

export interface WriterFailureDetails {
  /** The kind of model-call error behind it, if any. */
  readonly kind?: AiErrorKind;
  /** A provider's Retry-After, in seconds, passed on to the host. */
  readonly retryAfterSeconds?: number;
  /** A malformed answer that stopped at the output token limit (maxOutputTokens): the repair asks for less. */
  readonly truncated?: boolean;
}

/** Why a listing or a caption could not be written, in words for the host; the caller refunds the credit. */
export class WriterFailure extends Error {
  constructor(
    readonly code: WriterFailureCode,
    message: string,
    readonly failures: readonly BrokenRule[] = [],
    readonly details: WriterFailureDetails = {},
  ) {
    super(message);
    this.name = "WriterFailure";
  }

  get retryAfterSeconds(): number | undefined {
    return this.details.retryAfterSeconds;
  }
}
