import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import { chooseErrorTitle } from "./choose-error-title";
import { wasNotCounted } from "./describe-failure";
import { describeRateLimitToast } from "./grader-rules";

export type GraderMode = "url" | "text";

/** Spec §8: a failed URL analysis says the error's message or this; a failed text analysis this. */
export const FALLBACK_MESSAGES: Record<GraderMode, string> = {
  url: "Failed to analyze the listing",
  text: "Failed to analyze the listing text",
};

export function readFailureMessage(error: unknown, mode: GraderMode): string {
  return error instanceof Error && error.message.trim() !== "" ? error.message : FALLBACK_MESSAGES[mode];
}

/** The toast of spec §8 that fits a failed analysis. */
export function notifyAnalysisFailure(error: unknown, mode: GraderMode, message: string): void {
  const apiError = error instanceof ApiError ? error : null;
  if (wasNotCounted(error)) {
    showToast({ title: "Couldn't reach Airbnb", description: "This analysis was not counted. Try again in a few minutes.", variant: "destructive" });
  } else if (apiError?.code === "rate_limited") {
    showToast({ title: "Rate Limit Reached", description: describeRateLimitToast(apiError.retryAfterSeconds), variant: "destructive" });
  } else if (mode === "text") {
    showToast({ title: "Analysis failed", description: "There was an error analyzing your text. Please try again.", variant: "destructive" });
  } else if (apiError?.code === "network_error") {
    showToast({ title: "Connection Error", description: "Could not connect to the scraper. Please try again later.", variant: "destructive" });
  } else if (chooseErrorTitle(message) === "API Response Error") {
    showToast({
      title: "API Response Error",
      description: "There was a problem with the response format. Please try again or use a different Airbnb URL.",
      variant: "destructive",
    });
  } else {
    showToast({ title: "Analysis Error", description: message.slice(0, 100), variant: "destructive" });
  }
}
