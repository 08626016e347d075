import type { ErrorCode } from "../../../../contracts/errors";
import { ApiError } from "../../../lib/api-client";
import { type ErrorTitle, chooseErrorTitle, listErrorHints } from "./choose-error-title";

/** Whether the server gave the analysis back: it could not reach the marketplace (details.counted is false). */
export function wasNotCounted(error: unknown): boolean {
  if (!(error instanceof ApiError) || typeof error.details !== "object" || error.details === null) return false;
  return (error.details as { counted?: unknown }).counted === false;
}

/** What went wrong, in words a host reads in the debug log (never the API's codes). */
const PLAIN_WORDS: Record<ErrorCode | "network_error", string> = {
  bad_request: "the listing could not be graded",
  validation_failed: "the address or text was not accepted",
  unauthorized: "you are not signed in",
  invalid_api_key: "the API key was not accepted",
  forbidden: "this is not open to your account",
  not_found: "Airbnb has no listing at that address",
  method_not_allowed: "the server did not accept the request",
  conflict: "the request clashed with another one",
  request_in_progress: "the same request is still running",
  idempotency_key_reused: "the request was sent twice with different contents",
  payload_too_large: "what was sent is too large",
  unsupported_media_type: "the server did not accept the request",
  rate_limited: "the free analyses for this hour are used up",
  insufficient_credits: "there are not enough credits",
  upstream_failed: "Airbnb's page could not be read",
  internal_error: "something went wrong on our server",
  service_unavailable: "the service is not available right now",
  network_error: "this browser could not reach ListingLift",
};

/** The debug log's line for a failed analysis. */
export function describeFailureForLog(error: unknown, message: string): string {
  if (wasNotCounted(error)) return "Our server could not reach Airbnb, so this analysis was not counted against your free analyses.";
  if (!(error instanceof ApiError)) return `Failed: ${message}`;
  return `Failed, ${PLAIN_WORDS[error.code]}: ${message}`;
}

/** The error panel's hints when the server could not reach the marketplace: not the visitor's connection. */
const NOT_COUNTED_HINTS = [
  "The problem is between our server and Airbnb, not your connection",
  "Or paste the description in Text Analysis, which does not need Airbnb",
];

/** The error panel's title (spec §8's rule from the message) and hints; a given-back analysis is "Service Unavailable". */
export function describeFailurePanel(error: { message: string; mode: "url" | "text"; notCounted: boolean }): { title: ErrorTitle; hints: string[] } {
  if (error.notCounted) return { title: "Service Unavailable", hints: NOT_COUNTED_HINTS };
  const title = chooseErrorTitle(error.message);
  return { title, hints: listErrorHints(title, error.mode, error.message) };
}
