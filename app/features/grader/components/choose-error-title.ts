import { type ErrorPanelTitle, chooseErrorPanelTitle } from "../../../../core/errors/error-panel-title";

/** The error panel's title: spec §8's rule, shared with the scraper page (core/errors). */
export type ErrorTitle = ErrorPanelTitle;
export const chooseErrorTitle = chooseErrorPanelTitle;

const HINTS: Record<ErrorTitle, string[]> = {
  "API Response Error": ["The server answered in a form we could not read", "Try again, or try a different Airbnb URL"],
  "Network Error": ["Check your internet connection", "Try again in a few minutes"],
  "Service Unavailable": ["The listing service is busy or down for a moment", "Try again in a few minutes"],
  "Scraper Error": [
    "The listing may be private or no longer available",
    "The URL may not be recognised as an Airbnb listing",
    "Try a different URL, or paste the description in Text Analysis",
  ],
  Error: [],
};

const URL_HINTS = ["The listing may be private or no longer available", "Check that the URL is an Airbnb listing (/rooms/…)"];

/** The hint list under the title; an unexplained failure of the URL mode gets the listing hints too. */
export function listErrorHints(title: ErrorTitle, mode: "url" | "text", message: string): string[] {
  if (title !== "Error") return HINTS[title];
  return mode === "url" && !/^Rate limit reached/.test(message) ? URL_HINTS : [];
}
