/** The error panel's title, chosen from the message as spec §8 lists it, first match wins. */
export type ErrorTitle = "API Response Error" | "Network Error" | "Service Unavailable" | "Scraper Error" | "Error";

const RULES: [RegExp, ErrorTitle][] = [
  [/json|parse|unexpected token/i, "API Response Error"],
  [/network|failed to fetch|cors/i, "Network Error"],
  [/\b(500|502|503|504)\b/, "Service Unavailable"],
  [/apify|scraper|no data extracted/i, "Scraper Error"],
];

export function chooseErrorTitle(message: string): ErrorTitle {
  return RULES.find(([pattern]) => pattern.test(message))?.[1] ?? "Error";
}

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
