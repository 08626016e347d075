import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT, type FactsDraft } from "./components/facts-draft";
import { FULL_DESCRIPTION_AMENITIES, previewFacts } from "./facts-preview";

const FULL: FactsDraft = {
  ...EMPTY_DRAFT,
  propertyType: "Entire rental unit",
  location: { neighborhood: "Alfama", city: "Lisbon", country: "Portugal" },
  accommodates: 4,
  bedrooms: 2,
  beds: 3,
  bathrooms: 1,
  amenities: Array.from({ length: FULL_DESCRIPTION_AMENITIES }, (_, index) => `Amenity ${index + 1}`),
  highlights: ["River view from the living room"],
  houseRules: { checkIn: "15:00", checkOut: "11:00", smoking: false },
  pointsOfInterest: [{ name: "Miradouro de Santa Luzia", category: "sight", distanceMeters: 350 }],
};

describe("previewFacts", () => {
  it("says back what the listing will be written from, a line a part", () => {
    expect(previewFacts(FULL).builtFrom).toEqual([
      "Entire rental unit in Alfama, Lisbon, Portugal",
      "Sleeps 4, 2 bedrooms, 3 beds, 1 bathroom",
      "15 amenities: Amenity 1, Amenity 2, Amenity 3, Amenity 4, Amenity 5, Amenity 6, …",
      "Your highlights: River view from the living room",
      "House rules: check-in 15:00, check-out 11:00, no smoking",
      "Places you named: Miradouro de Santa Luzia",
      "Warm tone, in English, for Airbnb",
    ]);
  });

  it("asks for nothing more when the facts are full", () => {
    expect(previewFacts(FULL).toAdd).toEqual([]);
  });

  it("says what to add when the facts are thin, each with what it changes in the listing", () => {
    const thin: FactsDraft = { ...EMPTY_DRAFT, propertyType: "Entire home", location: { city: "Lisbon", country: "Portugal" }, accommodates: 2, amenities: ["Wifi", "Kitchen"] };
    const { builtFrom, toAdd } = previewFacts(thin);
    expect(builtFrom).toContain("2 amenities: Wifi, Kitchen");
    expect(toAdd).toEqual([
      "Tick every amenity guests really get: with 2, the description stays short (from 15 it can say much more).",
      "Add a highlight or two, what guests love most: the titles and the first sentence lead with them.",
      "Name a few places guests can walk to, or find the home on the map: otherwise the listing says little about the area.",
      "Add the neighborhood: guests search by it, and the title can use it.",
      "Add check-in and check-out times: without them the listing leaves them out.",
    ]);
  });

  it("counts a map point as the way to the places around, and a studio as a studio", () => {
    const draft: FactsDraft = { ...FULL, bedrooms: 0, pointsOfInterest: [], location: { ...FULL.location, lat: 38.71, lng: -9.13 } };
    const { builtFrom, toAdd } = previewFacts(draft);
    expect(builtFrom).toContain("Sleeps 4, a studio, 3 beds, 1 bathroom");
    expect(builtFrom).toContain("The map point, for the places within walking distance");
    expect(toAdd).toEqual([]);
  });

  it("says a room's bathrooms are shared or private when the host says so", () => {
    const room: FactsDraft = { ...FULL, propertyType: "Private room in rental unit", roomType: "private_room", accommodates: 2, bedrooms: 1, beds: 1 };
    expect(previewFacts({ ...room, bathroomAccess: "shared" }).builtFrom).toContain("Sleeps 2, 1 bedroom, 1 bed, 1 shared bathroom");
    expect(previewFacts({ ...room, bathrooms: 2, bathroomAccess: "private" }).builtFrom).toContain("Sleeps 2, 1 bedroom, 1 bed, 2 private bathrooms");
    expect(previewFacts(room).builtFrom).toContain("Sleeps 2, 1 bedroom, 1 bed, 1 bathroom");
  });

  it("says nothing of bathroom access for an entire place, even when a room's choice is still in the draft", () => {
    expect(previewFacts({ ...FULL, bathroomAccess: "shared" }).builtFrom).toContain("Sleeps 4, 2 bedrooms, 3 beds, 1 bathroom");
  });

  it("ignores empty rows the form keeps while the host types", () => {
    const draft: FactsDraft = { ...FULL, highlights: ["  "], pointsOfInterest: [{ name: " ", category: "food" }] };
    const { builtFrom, toAdd } = previewFacts(draft);
    expect(builtFrom.some((line) => line.startsWith("Your highlights") || line.startsWith("Places you named"))).toBe(false);
    expect(toAdd).toHaveLength(2);
  });
});
