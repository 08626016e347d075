/** Spec §8: an error panel's title, chosen from the error message; the first rule that matches wins. */
export type ErrorPanelTitle = "API Response Error" | "Network Error" | "Service Unavailable" | "Scraper Error" | "Error";

const RULES: [RegExp, ErrorPanelTitle][] = [
  [/json|parse|unexpected token/i, "API Response Error"],
  [/network|failed to fetch|cors/i, "Network Error"],
  [/\b(500|502|503|504)\b/, "Service Unavailable"],
  [/apify|scraper|no data extracted/i, "Scraper Error"],
];

export function chooseErrorPanelTitle(message: string): ErrorPanelTitle {
  return RULES.find(([pattern]) => pattern.test(message))?.[1] ?? "Error";
}
