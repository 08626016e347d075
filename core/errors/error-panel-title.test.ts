import { describe, expect, it } from "vitest";
import { chooseErrorPanelTitle } from "./error-panel-title";

describe("chooseErrorPanelTitle (spec §8)", () => {
  it.each([
    ["Unexpected token < in JSON at position 0", "API Response Error"],
    ["Failed to parse the answer", "API Response Error"],
    ["TypeError: Failed to fetch", "Network Error"],
    ["Blocked by CORS policy", "Network Error"],
    ["The server answered 503", "Service Unavailable"],
    ["No data extracted", "Scraper Error"],
    ["Apify run failed", "Scraper Error"],
    ["Something else", "Error"],
  ])("%s → %s", (message, title) => expect(chooseErrorPanelTitle(message)).toBe(title));

  it("takes the first rule that matches", () => {
    expect(chooseErrorPanelTitle("network JSON error")).toBe("API Response Error");
  });

  it("does not read a 5xx inside a longer number", () => expect(chooseErrorPanelTitle("listing 15030")).toBe("Error"));
});
