import { describe, expect, it } from "vitest";
import { AMENITY_CATALOGUE, AMENITY_KINDS, groupCatalogueByKind, matchAmenity } from "./amenity-catalogue";

describe("the amenity catalogue", () => {
  it("holds about 150 amenities with unique ids, in every kind the form shows", () => {
    expect(AMENITY_CATALOGUE.length).toBeGreaterThanOrEqual(100);
    expect(AMENITY_CATALOGUE.length).toBeLessThanOrEqual(170);
    expect(new Set(AMENITY_CATALOGUE.map((amenity) => amenity.id)).size).toBe(AMENITY_CATALOGUE.length);
    const groups = groupCatalogueByKind();
    expect(groups.map((group) => group.label)).toEqual(AMENITY_KINDS.map((kind) => kind.label));
    for (const group of groups) expect(group.amenities.length).toBeGreaterThan(0);
  });

  it("gives each term to one amenity only, so that a name never matches two", () => {
    const owners = new Map<string, string>();
    for (const amenity of AMENITY_CATALOGUE) {
      for (const term of amenity.terms) {
        const key = term.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
        expect(owners.get(key) ?? amenity.id, `“${term}”`).toBe(amenity.id);
        owners.set(key, amenity.id);
      }
    }
  });

  it("matches every label to its own entry", () => {
    for (const amenity of AMENITY_CATALOGUE) expect(matchAmenity(amenity.label)?.id).toBe(amenity.id);
  });
});

describe("matchAmenity", () => {
  it.each([
    ["Wi-Fi", "wifi"],
    ["Wifi", "wifi"],
    ["Fast wifi – 300 Mbps", "wifi"],
    ["Coffee maker: Nespresso", "coffee-maker"],
    ["Hot water kettle", "kettle"],
    ["Hair dryer", "hair-dryer"],
    ["Free dryer – In unit", "dryer"],
    ["Whirlpool refrigerator", "refrigerator"],
    ["55 inch HDTV with Netflix", "tv"],
    ["Private hot tub - available all year, open 24 hours", "hot-tub"],
    ["Pack ’n play/Travel crib - available upon request", "travel-crib"],
    ["AC - split type ductless system", "air-conditioning"],
    ["Heating - split type ductless system", "heating"],
    ["Paid parking garage off premises", "paid-parking-off-premises"],
    ["Free parking garage on premises – 1 space", "free-parking"],
    ["Children’s books and toys for ages 0-2 years old", "childrens-books-toys"],
    ["Beach access – Beachfront", "beach-access"],
    ["Mountain view", "mountain-view"],
    ["Waterfront", "waterfront"],
  ])("“%s” is %s", (name, id) => {
    expect(matchAmenity(name)?.id).toBe(id);
  });

  it("tells a pool table and a pool view from a pool, and a dishwasher from a washer", () => {
    expect(matchAmenity("Pool table")?.id).toBe("pool-table");
    expect(matchAmenity("Pool view")?.id).toBe("pool-view");
    expect(matchAmenity("Shared pool")?.id).toBe("pool");
    expect(matchAmenity("Dishwasher")?.id).toBe("dishwasher");
  });

  it("returns undefined for what the catalogue does not know", () => {
    expect(matchAmenity("Welcome basket")).toBeUndefined();
    expect(matchAmenity("")).toBeUndefined();
  });
});
