import { afterEach, describe, expect, it, vi } from "vitest";
import { gradeListing } from "../grader/grade-listing";
import { listingSchema } from "../listing/listing";
import { parseListingText } from "./parse-listing-text";
import { validateListingText } from "./validate-listing-text";

/** Copied from a listing page the way hosts do it: title, subtitle, "About this space", the amenities block. */
const AIRBNB_PAGE_COPY = `Sunny Alfama loft with river views
Entire rental unit in Lisbon, Portugal
4 guests · 2 bedrooms · 2 beds · 1 bath

About this space
Bright top-floor loft in Alfama, a five-minute walk from the cathedral and the 28 tram. The living room opens onto a small balcony over the Tagus, and the kitchen is fully equipped for longer stays.

What this place offers
• River view
• Kitchen
• Wifi
• Dedicated workspace
• Washer
• Air conditioning
• Hair dryer

House rules
Check-in after 15:00
Checkout before 11:00`;

/** A host's own draft with a numbered list and a labelled location. */
const HOST_DRAFT = `Jungle villa with private pool
Location: Tulum, Quintana Roo, Mexico

Our villa sits among the trees, ten minutes by bike from the beach and the town's restaurants.

Features
1. Private pool
2. Hot tub
3) Outdoor shower
4) Starlink internet`;

/** One long paragraph, as pasted from a review site: no lines to use, so the keywords are matched. */
const ONE_PARAGRAPH =
  "Spacious family apartment close to the old harbour, with fast WiFi, a kitchen with everything you need, a washer and dryer, air conditioning in every room and free parking behind the building.";

describe("parseListingText", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("builds a manual listing from Airbnb page text", () => {
    const listing = parseListingText(AIRBNB_PAGE_COPY);
    expect(listing).toMatchObject({
      url: "",
      title: "Sunny Alfama loft with river views",
      description: AIRBNB_PAGE_COPY,
      location: "Lisbon, Portugal",
      price: "",
      images: [],
      amenities: ["River view", "Kitchen", "Wifi", "Dedicated workspace", "Washer", "Air conditioning", "Hair dryer"],
      host: "Manual Host",
      hostData: { name: "Manual Host", profileImage: "", isSuperHost: false, about: "" },
      _source: "manual",
      _manual: true,
      _liveApiConfirmed: true,
    });
    expect(listing._fallback).toBeUndefined();
  });

  it('reads a host\'s draft: a labelled location and a numbered "Features" list', () => {
    const listing = parseListingText(HOST_DRAFT);
    expect(listing.title).toBe("Jungle villa with private pool");
    expect(listing.location).toBe("Tulum, Quintana Roo, Mexico");
    expect(listing.amenities).toEqual(["Private pool", "Hot tub", "Outdoor shower", "Starlink internet"]);
  });

  it("falls back to the fallback title and the keyword list for one long paragraph", () => {
    const listing = parseListingText(ONE_PARAGRAPH);
    expect(listing.title).toBe("Listing from Text Analysis");
    expect(listing.amenities).toEqual(["WiFi", "Kitchen", "Washer", "Dryer", "Air conditioning", "Free parking"]);
    expect(listing.location).toBe("");
  });

  it("produces a listing the shared schema accepts", () => {
    expect(listingSchema.safeParse(parseListingText(AIRBNB_PAGE_COPY)).success).toBe(true);
  });

  it("gives each listing a new random uuid", () => {
    const first = parseListingText(HOST_DRAFT);
    const second = parseListingText(HOST_DRAFT);
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.id).not.toBe(first.id);
  });

  it("a missing random-number source is an error (spec §8), not a made-up id", () => {
    vi.stubGlobal("crypto", undefined);
    expect(() => parseListingText(HOST_DRAFT)).toThrow(/random-number source/);
  });

  it("pasted text passes validation and is graded with no photo advisory", () => {
    expect(validateListingText(AIRBNB_PAGE_COPY)).toBeNull();
    const result = gradeListing(parseListingText(AIRBNB_PAGE_COPY));
    // 7 amenities → 0.6, plus 0.2 for 6 key groups: kitchen, wifi, workspace, washer, air conditioning, dryer ("Hair dryer")
    expect(result.breakdown.amenities.score).toBeCloseTo(0.8, 12);
    expect(result.advisories.map((advisory) => advisory.id)).not.toContain("photo-count");
  });
});
