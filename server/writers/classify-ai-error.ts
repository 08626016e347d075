import { APICallError, NoObjectGeneratedError, RetryError } from "ai";
import { WriterFailure } from "./writer-failure";

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError" || /aborted|timed? ?out/i.test(error.message));
}

/** A model call's failure, in words a host can act on. Nothing is charged for any of them. */
export function classifyAiError(error: unknown): WriterFailure {
  if (error instanceof WriterFailure) return error;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 429) {
      return new WriterFailure("ai_rate_limited", "The AI provider is handling too many requests right now. Nothing was charged; please try again in a minute.");
    }
    return new WriterFailure("ai_unavailable", `The AI provider answered with an error${cause.statusCode ? ` (${cause.statusCode})` : ""}. Nothing was charged; please try again.`);
  }
  if (NoObjectGeneratedError.isInstance(cause)) {
    return new WriterFailure("ai_bad_output", "The AI model did not return a listing in the expected form. Nothing was charged; please try again.");
  }
  if (isTimeout(cause)) {
    return new WriterFailure("ai_timeout", "The AI provider took too long to answer. Nothing was charged; please try again.");
  }
  return new WriterFailure("ai_unavailable", "The AI provider could not be reached. Nothing was charged; please try again.");
}
