import { APICallError, NoObjectGeneratedError, RetryError } from "ai";
import { type AiErrorKind, WriterFailure, type WriterFailureCode } from "./writer-failure";

/** What the operator reads in the log: the provider's own status and words, with secrets taken out. */
export interface ClassifiedAiError {
  kind: AiErrorKind;
  failure: WriterFailure;
  status?: number;
  providerMessage?: string;
}

export interface ClassifyContext {
  /** "listing", "section", "caption": named in the host's message about a malformed answer. */
  what: string;
  /** Our own AbortSignal.timeout fired (AI_TIMEOUT_MS). */
  timedOut: boolean;
  /** The caller gave up (the request's signal): nobody is waiting for the answer. */
  cancelled: boolean;
  /** Values never written to the log (the API key). */
  secrets: readonly string[];
}

const CHARGED_NOTHING = "Nothing was charged";
const TELL_OPERATOR = "trying again will not help: please tell the site's operator.";
const PROVIDER_MESSAGE_LIMIT = 500;

/** A provider's 400 that names the schema or grammar: its structured-output support refused what we asked for. */
const SCHEMA_REFUSAL = /schema|grammar|response_format|json_schema|structured output/i;
const LOST_CONNECTION = /ECONNRESET|EPIPE|terminated|other side closed|socket hang up|premature close/i;

/** Keys and tokens out of a provider's text: the configured key, then anything shaped like a key or a bearer token. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join("[redacted]");
  return out
    .replace(/\b(sk|pk|rk)-[A-Za-z0-9_-]{8,}/g, "[redacted]")
    .replace(/\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi, "Bearer [redacted]")
    .replace(/([?&](?:key|api_key|apikey|token)=)[^&\s"']+/gi, "$1[redacted]");
}

function networkCode(error: unknown): string {
  const codes: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || depth > 4) return;
    const record = value as { code?: unknown; cause?: unknown; errors?: unknown; message?: unknown };
    if (typeof record.code === "string") codes.push(record.code);
    if (typeof record.message === "string") codes.push(record.message);
    visit(record.cause, depth + 1);
    if (Array.isArray(record.errors)) for (const inner of record.errors) visit(inner, depth + 1);
  };
  visit(error, 0);
  return codes.join(" ");
}

/** Retry-After in seconds: a number of seconds, or an HTTP date. */
export function readRetryAfter(headers: Record<string, string> | undefined): number | undefined {
  const value = headers?.["retry-after"] ?? headers?.["Retry-After"];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function failure(kind: AiErrorKind, code: WriterFailureCode, message: string, extra: { retryAfterSeconds?: number; truncated?: boolean } = {}): WriterFailure {
  return new WriterFailure(code, message, [], { kind, ...extra });
}

function classifyStatus(cause: APICallError, context: ClassifyContext): ClassifiedAiError {
  const status = cause.statusCode!;
  const body = typeof cause.responseBody === "string" ? cause.responseBody : "";
  const providerMessage = redactSecrets(`${cause.message}${body && !cause.message.includes(body.slice(0, 80)) ? ` (${body})` : ""}`, context.secrets).slice(0, PROVIDER_MESSAGE_LIMIT);
  const base = { status, providerMessage };
  if (status === 429) {
    const retryAfterSeconds = readRetryAfter(cause.responseHeaders);
    const wait = retryAfterSeconds === undefined ? "in a minute" : `in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`;
    return { ...base, kind: "rate_limited", failure: failure("rate_limited", "ai_rate_limited", `The AI provider is handling too many requests right now. ${CHARGED_NOTHING}; please try again ${wait}.`, { retryAfterSeconds }) };
  }
  if (status === 408) return { ...base, kind: "timeout", failure: failure("timeout", "ai_timeout", `The AI provider took too long to answer. ${CHARGED_NOTHING}; please try again.`) };
  if (status >= 500) {
    return { ...base, kind: "server_error", failure: failure("server_error", "ai_unavailable", `The AI provider answered with an error (${status}). ${CHARGED_NOTHING}; please try again.`) };
  }
  if (status === 400 && SCHEMA_REFUSAL.test(`${cause.message} ${body}`)) {
    return { ...base, kind: "schema_refused", failure: failure("schema_refused", "ai_refused", `The AI model server refused the form of the answer we ask for (${status}). ${CHARGED_NOTHING}; ${TELL_OPERATOR}`) };
  }
  return { ...base, kind: "client_error", failure: failure("client_error", "ai_refused", `The AI provider refused the request (${status}). ${CHARGED_NOTHING}; ${TELL_OPERATOR}`) };
}

/**
 * A model call's failure: a short message for the host that says whether to try again or to tell the operator, the
 * kind for /metrics, and the provider's own status and message (secrets redacted) for the log.
 */
export function classifyAiError(error: unknown, context: ClassifyContext): ClassifiedAiError {
  if (error instanceof WriterFailure) return { kind: error.details.kind ?? "bad_output", failure: error };
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (context.cancelled) {
    return { kind: "cancelled", failure: failure("cancelled", "ai_cancelled", `The writing was stopped before it finished. ${CHARGED_NOTHING}.`) };
  }
  if (context.timedOut) {
    return { kind: "timeout", failure: failure("timeout", "ai_timeout", `The AI provider took too long to answer. ${CHARGED_NOTHING}; please try again.`) };
  }
  // A 2xx APICallError is a stream that broke after the answer began: told apart below, by its network cause.
  if (APICallError.isInstance(cause) && cause.statusCode !== undefined && cause.statusCode >= 400) return classifyStatus(cause, context);
  if (NoObjectGeneratedError.isInstance(cause)) {
    const truncated = cause.finishReason === "length";
    const providerMessage = redactSecrets(`${cause.message}${truncated ? " (stopped at the output token limit)" : ""}`, context.secrets).slice(0, PROVIDER_MESSAGE_LIMIT);
    return {
      kind: "bad_output",
      providerMessage,
      failure: failure("bad_output", "ai_bad_output", `The AI model did not return a ${context.what} in the expected form. ${CHARGED_NOTHING}; please try again.`, { truncated }),
    };
  }
  const network = networkCode(cause);
  const providerMessage = redactSecrets(cause instanceof Error ? cause.message : String(cause), context.secrets).slice(0, PROVIDER_MESSAGE_LIMIT);
  if (/ECONNREFUSED/.test(network)) {
    return { kind: "connection_refused", providerMessage, failure: failure("connection_refused", "ai_unreachable", `The AI model server refused the connection: it is not running or not where the settings say. ${CHARGED_NOTHING}; please tell the site's operator.`) };
  }
  if (LOST_CONNECTION.test(network)) {
    return { kind: "connection_lost", providerMessage, failure: failure("connection_lost", "ai_unavailable", `The AI model server stopped answering mid-way. ${CHARGED_NOTHING}; please try again, and tell the site's operator if it happens again.`) };
  }
  return { kind: "unreachable", providerMessage, failure: failure("unreachable", "ai_unavailable", `The AI provider could not be reached. ${CHARGED_NOTHING}; please try again.`) };
}
