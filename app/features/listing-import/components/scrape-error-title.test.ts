import { describe, expect, it } from "vitest";
import { MISSING_LISTING_MESSAGE } from "../api/scrape-listing";
import { scrapeErrorHints, scrapeErrorTitle } from "./scrape-error-title";

describe("scrapeErrorTitle (spec §8: the title follows the message)", () => {
  it.each([
    ["Unexpected token < in JSON at position 0", "API Response Error"],
    ["Could not parse the answer", "API Response Error"],
    ["Network error: could not reach Airbnb (ECONNREFUSED). Please try again later.", "Network Error"],
    ["Network timeout: Airbnb did not answer within 15 seconds. Please try again later.", "Network Error"],
    ["TypeError: Failed to fetch", "Network Error"],
    ["Airbnb answered HTTP 503 instead of the listing page.", "Service Unavailable"],
    ["The server answered 502", "Service Unavailable"],
    ["No data extracted", "Scraper Error"],
    ["The Apify scraper did not finish in time (HTTP 408). Please try again later.", "Scraper Error"],
    ["Only Airbnb pages are fetched; evil.example.com is not one.", "Error"],
    [MISSING_LISTING_MESSAGE, "Error"],
  ])("%s → %s", (message, title) => {
    expect(scrapeErrorTitle(message)).toBe(title);
  });

  it("adds hints where the person can act on them", () => {
    expect(scrapeErrorHints("Scraper Error")).toContain("Try a different listing URL.");
    expect(scrapeErrorHints("Error")).toEqual([]);
  });
});
