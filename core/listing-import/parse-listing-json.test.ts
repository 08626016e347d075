import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEmptyListing } from "../listing/listing";
import { ListingImportError } from "./errors";
import { detectJsonFormat, parseListingJson } from "./parse-listing-json";

const readJson = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/scraper-json/${name}`, import.meta.url), "utf8"));

function importError(run: () => unknown): ListingImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof ListingImportError) return error;
    throw error;
  }
  throw new Error("expected a ListingImportError");
}

describe("parseListingJson: detection", () => {
  it.each([
    ["airbnb-co-in_api-v3_StaysPdpSections_19861171_2025-02.json", "stays-pdp-sections-response"],
    ["airbnb-co-in_api-v3_StaysPdpReviewsQuery_19861171_2025-02.json", "reviews-response"],
    ["apify_tri_angle-airbnb-scraper_barcelona_2025-08-26_199-listings.json", "apify-export"],
    ["apify_tri_angle-airbnb-reviews-scraper_2025-08-26_97-reviews.json", "reviews-response"],
  ])("%s is a %s", (file, format) => {
    expect(detectJsonFormat(readJson(file))).toBe(format);
  });

  it("passes an already normalised listing (or an array of them) through", () => {
    const listing = createEmptyListing({ id: "1", title: "A flat", host: "Ann" });
    expect(detectJsonFormat(listing)).toBe("listing");
    expect(parseListingJson(listing)).toBe(listing);
    expect(parseListingJson([listing, listing])).toEqual([listing, listing]);
  });

  it("skips rows of an export that are not listings (e.g. an error row)", () => {
    const parsed = parseListingJson([{ url: "https://www.airbnb.com/rooms/1", error: "Page not found" }, { id: "2", title: "Room" }]);
    expect(Array.isArray(parsed) ? parsed.map((l) => l.id) : []).toEqual(["2"]);
  });
});

describe("parseListingJson: nothing to import", () => {
  it.each([
    ["StaysPdpReviewsQuery", "airbnb-co-in_api-v3_StaysPdpReviewsQuery_19861171_2025-02.json"],
    ["Apify reviews export", "apify_tri_angle-airbnb-reviews-scraper_2025-08-26_97-reviews.json"],
  ])("a %s is reviews, not a listing", (_, file) => {
    const error = importError(() => parseListingJson(readJson(file)));
    expect(error.message).toBe("No data extracted");
    expect(error.code).toBe("reviews_only");
  });

  it.each([
    ["an empty object", {}],
    ["an empty array", []],
    ["null", null],
    ["a string", "hello"],
    ["sections without any section", { data: { presentation: { stayProductDetailPage: { sections: { sections: [] } } } } }],
    ["an array of rows without listings", [{ url: "https://www.airbnb.com/rooms/1", error: "blocked" }]],
  ])("%s → No data extracted", (_, value) => {
    const error = importError(() => parseListingJson(value));
    expect(error.message).toBe("No data extracted");
    expect(error.code).toBe("no_data");
    expect(error.name).toBe("ListingImportError");
  });
});
