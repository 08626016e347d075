import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseListingJson } from "../listing-import/parse-listing-json";
import { createEmptyListing, type Listing } from "../listing/listing";
import { readFactsFromListing, readLocation, readRoomType } from "./facts-from-listing";
import { propertyFactsSchema } from "./property-facts";

describe("readFactsFromListing", () => {
  it("takes only what the listing states: an empty listing gives no facts at all", () => {
    expect(readFactsFromListing(createEmptyListing())).toEqual({});
  });

  it("reads counts, type, location and amenities, leaving unknown counts out", () => {
    const listing = createEmptyListing({
      propertyType: "Entire rental unit",
      roomType: "Entire home/apt",
      location: "Albany, New York, United States",
      bedrooms: 2,
      beds: null,
      bathrooms: 1.5,
      accommodates: 4,
      amenities: ["Wifi", " Kitchen ", "wifi", "x".repeat(201)],
      highlights: ["Free cancellation before 13 Sept."],
    });
    expect(readFactsFromListing(listing)).toEqual({
      propertyType: "Entire rental unit",
      roomType: "entire_home",
      location: { city: "Albany", region: "New York", country: "United States" },
      bedrooms: 2,
      bathrooms: 1.5,
      accommodates: 4,
      amenities: ["Wifi", "Kitchen"],
    });
  });

  it("carries whose the bathrooms are for a room, never for an entire home or a listing of unknown type", () => {
    const room = createEmptyListing({ roomType: "Private room", bathrooms: 1, bathroomAccess: "shared" });
    expect(readFactsFromListing(room)).toMatchObject({ roomType: "private_room", bathrooms: 1, bathroomAccess: "shared" });
    const hotel = createEmptyListing({ propertyType: "Room in hotel", bathroomAccess: "private" });
    expect(readFactsFromListing(hotel)).toMatchObject({ roomType: "hotel_room", bathroomAccess: "private" });
    const entire = createEmptyListing({ roomType: "Entire home/apt", bathrooms: 2, bathroomAccess: "private" });
    expect(readFactsFromListing(entire)).not.toHaveProperty("bathroomAccess");
    expect(readFactsFromListing(createEmptyListing({ propertyType: "Cabin", bathroomAccess: "shared" }))).not.toHaveProperty("bathroomAccess");
    expect(readFactsFromListing(createEmptyListing({ roomType: "Private room", bathrooms: 1 }))).not.toHaveProperty("bathroomAccess");
  });

  it("reads the room type from the room type or, failing that, the property type", () => {
    expect(readRoomType("ENTIRE_HOME", "")).toBe("entire_home");
    expect(readRoomType("Private room", "Room in hotel")).toBe("private_room");
    expect(readRoomType("", "Room in boutique hotel")).toBe("hotel_room");
    expect(readRoomType("", "Shared room in hostel")).toBe("shared_room");
    expect(readRoomType("", "Cabin")).toBeUndefined();
  });

  it("reads a location of one, two or three parts", () => {
    expect(readLocation("Barcelona")).toEqual({ city: "Barcelona" });
    expect(readLocation("Lisbon, Portugal")).toEqual({ city: "Lisbon", country: "Portugal" });
    expect(readLocation("")).toBeUndefined();
  });
});

describe("readFactsFromListing on the Apify export (199 Barcelona listings)", () => {
  const raw: unknown = JSON.parse(
    readFileSync(new URL("../../fixtures/scraper-json/apify_tri_angle-airbnb-scraper_barcelona_2025-08-26_199-listings.json", import.meta.url), "utf8"),
  );
  const parsed = parseListingJson(raw);
  const listings: Listing[] = Array.isArray(parsed) ? parsed : [parsed];

  it("gives a draft of valid facts for every listing, complete where the listing is", () => {
    const partialFacts = propertyFactsSchema.partial().extend({ location: propertyFactsSchema.shape.location.partial().optional() });
    let complete = 0;
    for (const listing of listings) {
      const draft = readFactsFromListing(listing);
      expect(partialFacts.safeParse(draft).success).toBe(true);
      const withCountry = { ...draft, location: { country: "Spain", ...draft.location } };
      if (propertyFactsSchema.safeParse(withCountry).success) complete += 1;
    }
    // The export gives no country, so the host adds it; most listings are otherwise complete.
    expect(complete).toBeGreaterThan(listings.length * 0.9);
  });

  it("carries the bathroom access of every room that states it, and of no entire home", () => {
    const drafts = listings.map(readFactsFromListing);
    const count = (access: string | undefined) => drafts.filter((draft) => draft.bathroomAccess === access).length;
    expect([count("shared"), count("private"), count(undefined)]).toEqual([120, 25, 54]);
    expect(drafts.some((draft) => draft.roomType === "entire_home" && draft.bathroomAccess !== undefined)).toBe(false);
  });

  it("a hotel room listed as a private room: 2 guests, 1 bedroom, 1 bed, 1 shared bath, 19 amenities", () => {
    const listing = listings.find((candidate) => candidate.id === "45679907");
    expect(listing).toBeDefined();
    const draft = readFactsFromListing(listing as Listing);
    expect(draft).toMatchObject({ roomType: "private_room", location: { city: "Barcelona" }, bedrooms: 1, beds: 1, bathrooms: 1, accommodates: 2 });
    expect(draft.bathroomAccess).toBe("shared"); // "1 baie comună"
    expect(draft.amenities).toHaveLength(19);
    expect(draft.amenities).toContain("Wi-Fi");
  });
});
