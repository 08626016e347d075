import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseListingHtml } from "../listing-import/parse-listing-html";
import { parseListingJson } from "../listing-import/parse-listing-json";
import { createEmptyListing, LISTING_INPUT_LIMITS, listingInputSchema, listingSchema, type Listing } from "./listing";

const fixture = (path: string) => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");

/** Every listing the importers read from the saved pages and the scraper export: what POST /scrape gives a client. */
function importedListings(): Listing[] {
  const pages = readdirSync(new URL("../../fixtures/airbnb-html/", import.meta.url));
  const fromPages = pages.map((name) => parseListingHtml(fixture(`airbnb-html/${name}`)));
  const exported = parseListingJson(JSON.parse(fixture("scraper-json/apify_tri_angle-airbnb-scraper_barcelona_2025-08-26_199-listings.json")));
  return [...fromPages, ...(Array.isArray(exported) ? exported : [exported])];
}

describe("listingInputSchema", () => {
  it("takes every listing the importers read from real pages and exports, as the client got it from POST /scrape", () => {
    const listings = importedListings();
    expect(listings.length).toBe(10 + 199);
    for (const listing of listings) expect(listingInputSchema.safeParse(listing).error?.issues, listing.url).toBeUndefined();
  });

  it("refuses a field past its limit, naming the field and the limit; the stored listing's schema has none", () => {
    const refusal = (listing: Listing) => listingInputSchema.safeParse(listing).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    const long = (length: number) => "a".repeat(length);
    expect(refusal(createEmptyListing({ title: long(LISTING_INPUT_LIMITS.text) }))).toBeUndefined();
    expect(refusal(createEmptyListing({ title: long(LISTING_INPUT_LIMITS.text + 1) }))).toEqual(["title: at most 1,000 characters"]);
    expect(refusal(createEmptyListing({ description: long(LISTING_INPUT_LIMITS.description + 1) }))).toEqual(["description: at most 50,000 characters"]);
    expect(refusal(createEmptyListing({ amenities: Array.from({ length: 1_001 }, (_, index) => `Amenity ${index}`) }))).toEqual(["amenities: at most 1,000 items"]);
    expect(refusal(createEmptyListing({ amenities: ["Wifi", long(1_001)] }))).toEqual(["amenities.1: at most 1,000 characters"]);
    const review = { author: "Ana", date: "2025-06", text: long(LISTING_INPUT_LIMITS.reviewText + 1), rating: 5 };
    expect(refusal(createEmptyListing({ reviewsData: [review] }))).toEqual(["reviewsData.0.text: at most 10,000 characters"]);
    expect(refusal(createEmptyListing({ hostData: { name: "Ana", profileImage: "", isSuperHost: false, about: long(10_001) } }))).toEqual([
      "hostData.about: at most 10,000 characters",
    ]);
    expect(listingSchema.safeParse(createEmptyListing({ title: long(50_000) })).success).toBe(true);
  });
});
