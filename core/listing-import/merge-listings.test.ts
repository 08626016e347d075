import { describe, expect, it } from "vitest";
import { createEmptyListing } from "../listing/listing";
import { mergeListings } from "./merge-listings";

describe("mergeListings", () => {
  it("keeps the first reading's values and fills only its gaps", () => {
    const embedded = createEmptyListing({ title: "Embedded", rating: 4.9, amenities: [], host: "Davide", hostData: { name: "Davide", profileImage: "", isSuperHost: false, about: "" } });
    const rendered = createEmptyListing({
      title: "Rendered",
      rating: 4.2,
      amenities: ["Wifi"],
      bedrooms: 2,
      host: "Someone else",
      hostData: { name: "Someone else", profileImage: "https://a0.muscache.com/p.jpg", isSuperHost: true, about: "Hi" },
      isGuestFavorite: true,
    });
    const merged = mergeListings([embedded, rendered]);
    expect(merged).toMatchObject({ title: "Embedded", rating: 4.9, amenities: ["Wifi"], bedrooms: 2, host: "Davide", isGuestFavorite: true });
    expect(merged?.hostData).toEqual({ name: "Davide", profileImage: "https://a0.muscache.com/p.jpg", isSuperHost: false, about: "Hi" });
  });

  it("takes the Superhost badge from the reading that knows the host", () => {
    const withoutHost = createEmptyListing({ title: "JSON-LD" });
    const withHost = createEmptyListing({ host: "Jack", hostData: { name: "Jack", profileImage: "", isSuperHost: true, about: "" } });
    expect(mergeListings([withoutHost, withHost])?.hostData.isSuperHost).toBe(true);
  });

  it("takes the first reading's bathroom access, and a later one's only where the earlier ones leave it out", () => {
    const embedded = createEmptyListing({ title: "Embedded", bathroomAccess: "private" });
    const rendered = createEmptyListing({ title: "Rendered", bathroomAccess: "shared" });
    const silent = createEmptyListing({ title: "JSON-LD" });
    expect(mergeListings([embedded, rendered])?.bathroomAccess).toBe("private");
    expect(mergeListings([silent, rendered])?.bathroomAccess).toBe("shared");
    expect(mergeListings([silent, createEmptyListing()])).not.toHaveProperty("bathroomAccess");
  });

  it("is null for no readings, and a zero stays a value, not a gap", () => {
    expect(mergeListings([])).toBeNull();
    expect(mergeListings([createEmptyListing({ reviews: 0 }), createEmptyListing({ reviews: 12 })])?.reviews).toBe(0);
  });
});
