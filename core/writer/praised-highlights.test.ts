import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseListingHtml } from "../listing-import/parse-listing-html";
import type { ThemeCount } from "../market/review-themes";
import { findListingProblems } from "./check-generated-listing";
import { composeListing } from "./compose-listing";
import { readFactsFromListing } from "./facts-from-listing";
import { joinDescription } from "./generated-listing";
import { highlightsFromPraise } from "./praised-highlights";
import { propertyFactsSchema } from "./property-facts";

const theme = (name: ThemeCount["theme"], praise: number, complaints = 0): ThemeCount => ({
  theme: name,
  praise,
  complaints,
  praiseQuotes: [],
  complaintQuotes: [],
});

describe("highlightsFromPraise", () => {
  const facts = { location: { city: "Lisbon" }, beds: 2, amenities: ["Wifi", "Self check-in", "Kitchen"] };

  it("turns what guests praise into highlights only where the facts hold the thing praised, most praised first", () => {
    const themes = [theme("cleanliness", 40), theme("wifi", 5), theme("check-in", 9), theme("host", 30)];
    expect(highlightsFromPraise(facts, themes)).toEqual(["Guests find the self check-in easy", "Guests praise the wifi"]);
    // Without the amenities, the same praise says nothing: the listing may not claim what the facts do not hold.
    expect(highlightsFromPraise({ ...facts, amenities: ["Kitchen"] }, themes)).toEqual([]);
  });

  it("needs three reviews and three in four of the theme's mentions praising it; at most two", () => {
    expect(highlightsFromPraise(facts, [theme("wifi", 2)])).toEqual([]);
    expect(highlightsFromPraise(facts, [theme("wifi", 6, 3)])).toEqual([]);
    expect(highlightsFromPraise(facts, [theme("wifi", 6, 2)])).toEqual(["Guests praise the wifi"]);
    expect(highlightsFromPraise(facts, [theme("location", 9), theme("beds", 8), theme("wifi", 7)])).toEqual([
      "Guests praise the location",
      "Guests praise the beds",
    ]);
    expect(highlightsFromPraise({ amenities: [] }, [theme("location", 9), theme("beds", 8)])).toEqual([]);
  });
});

describe("guests' praise from a saved Airbnb page's 383 reviews", () => {
  const html = readFileSync(new URL("../../fixtures/airbnb-html/airbnb-com_rooms_1944564_reviews-modal_2022_browser-saved.html", import.meta.url), "utf8");
  const draft = readFactsFromListing(parseListingHtml(html));

  it("starts the form with the praised location and beds (the wifi is praised by none, cleanliness cannot be checked)", () => {
    expect(draft.highlights).toEqual(["Guests praise the location", "Guests praise the beds"]);
  });

  it("is said in the listing as guests' words, never as the host's or as a thing the home has, and passes every rule and the fidelity guard", () => {
    const facts = propertyFactsSchema.parse({
      propertyType: "Entire rental unit",
      roomType: "entire_home",
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      accommodates: 2,
      amenities: ["Wifi"],
      ...draft,
      location: { country: "United States", city: "San Francisco", ...draft.location },
    });
    for (const tone of ["warm", "professional", "concise"] as const) {
      const texts = composeListing({ ...facts, tone }, [], { marketplace: "airbnb" });
      const description = joinDescription(texts);
      expect(description).toContain("Guests praise the location.");
      expect(description).toContain("Guests praise the beds.");
      expect(description).not.toMatch(/host's (?:words|favou?rite)[^.]*guests praise|puts it: guests|enjoy guests/iu);
      expect(texts.titles.join(" ")).not.toMatch(/guests praise/iu);
      // Every rule and the fidelity guard pass (a title's advice for phones is a warning, not a refusal).
      const problems = findListingProblems(texts, { ...facts, tone }, [], { marketplace: "airbnb" });
      expect(problems.filter((problem) => problem.severity !== "warning")).toEqual([]);
    }
  });
});
