/**
 * Spec §8: the error panel's title is chosen from the message, in this order. The hints are the spec's "hint lists"
 * for the cases where the person can do something about it.
 */
export type ScrapeErrorTitle = "API Response Error" | "Network Error" | "Service Unavailable" | "Scraper Error" | "Error";

export function scrapeErrorTitle(message: string): ScrapeErrorTitle {
  if (/JSON|[Pp]arse|Unexpected token/.test(message)) return "API Response Error";
  if (/network|failed to fetch|CORS/i.test(message)) return "Network Error";
  if (/\b50[0234]\b/.test(message)) return "Service Unavailable";
  if (/apify|scraper|No data extracted/i.test(message)) return "Scraper Error";
  return "Error";
}

export function scrapeErrorHints(title: ScrapeErrorTitle): string[] {
  switch (title) {
    case "Scraper Error":
      return [
        "The listing may be private, unlisted or removed.",
        "The URL may not be one we recognise: it should look like https://www.airbnb.com/rooms/12345678.",
        "Try a different listing URL.",
      ];
    case "Network Error":
    case "Service Unavailable":
      return ["Airbnb or the scraper could not be reached just now. Try again in a minute."];
    default:
      return [];
  }
}
