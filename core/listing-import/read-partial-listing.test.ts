import { describe, expect, it } from "vitest";
import { createEmptyListing } from "../listing/listing";
import { isListingImportError } from "./errors";
import { parseListingJson } from "./parse-listing-json";

// Issue 18, item 8: a listing in the spec's own shape with some fields missing was read as a scraper export, which
// names the host `host: {isSuperhost}`: hostData.isSuperHost, reviewsData and others were lost.
const PARTIAL = {
  id: "12345",
  title: "Cozy Beach Loft with Ocean Views & Pool",
  description: "Bright loft two minutes from the beach.",
  amenities: ["Wifi", "Pool"],
  rating: 4.92,
  reviews: 3,
  host: "Ana",
  hostData: { name: "Ana", isSuperHost: true },
  reviewsData: [{ author: "Jo", date: "2026-05", text: "Lovely", rating: 5 }],
  isGuestFavorite: true,
};

describe("parseListingJson of a partial normalised listing", () => {
  it("keeps every field it has and leaves the rest empty, as a normalised listing does", () => {
    const empty = createEmptyListing();
    expect(parseListingJson(PARTIAL)).toEqual({
      ...empty,
      ...PARTIAL,
      hostData: { ...empty.hostData, name: "Ana", isSuperHost: true },
    });
  });

  it("tells the normalised shape by hostData, reviewsData or _source alone, in an array too", () => {
    const onlyHost = { title: "Loft", hostData: { isSuperHost: true } };
    const onlySource = { title: "Loft", _source: "manual" as const };
    const [first, second] = parseListingJson([onlyHost, onlySource]) as ReturnType<typeof createEmptyListing>[];
    expect(first!.hostData.isSuperHost).toBe(true);
    expect(second!._source).toBe("manual");
  });

  it("refuses a field of the wrong type by name instead of dropping it", () => {
    let error: unknown;
    try {
      parseListingJson({ ...PARTIAL, hostData: { isSuperHost: "yes" }, bedrooms: "two" });
    } catch (caught) {
      error = caught;
    }
    expect(isListingImportError(error) && error.code).toBe("invalid_listing");
    const detail = isListingImportError(error) ? error.detail : "";
    expect(detail).toContain("hostData.isSuperHost: Invalid input: expected boolean");
    expect(detail).toContain("bedrooms: Invalid input: expected number");
  });

  it("still reads a scraper export (no normalised-only keys) as one", () => {
    const exported = { id: "12345", name: "Loft by the sea", host: { name: "Ana", isSuperhost: true } };
    expect(parseListingJson(exported)).toMatchObject({ title: "Loft by the sea", hostData: { name: "Ana", isSuperHost: true } });
  });
});
