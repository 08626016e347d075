import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { createFacts } from "../../../test/support/writer/create-facts";
import { type InsideAirbnbRow, readInsideAirbnbRow } from "../../../test/support/writer/inside-airbnb-facts";
import { findPaddedTitles, readTitleFeatures, sortTitleFeatures } from "../../../test/support/writer/title-features";
import { MARKETPLACE_IDS } from "../../marketplaces/marketplace-rules";
import { composeListing } from "../compose-listing";
import type { PropertyFacts } from "../property-facts";

// Decision 056: a title leads with what sets the home apart; Wifi, a washer and their like never take its place.

const VARIANTS = [0, 1, 2, 3];

/** Rows of the Inside Airbnb fixtures that the eval (bench/eval-writer) reads, by id. */
function readFixtureRows(file: string, place: PropertyFacts["location"], ids: readonly string[]): Map<string, PropertyFacts> {
  const rows = parse(gunzipSync(readFileSync(new URL(`../../../fixtures/inside-airbnb/${file}`, import.meta.url))), { columns: true }) as InsideAirbnbRow[];
  const homes = new Map<string, PropertyFacts>();
  for (const row of rows) if (ids.includes(row.id ?? "")) homes.set(row.id ?? "", readInsideAirbnbRow(row, place).facts);
  return homes;
}

describe("composeTitles: commonplace amenities", () => {
  it("names the cottage's log burner, never its wifi and washer, in its titles", () => {
    const cottage = createFacts({ propertyType: "Entire cottage", amenities: ["Wifi", "Heating", "Log burner", "Washer", "Iron"] });
    for (const variant of VARIANTS) {
      const { titles } = composeListing(cottage, [], { variant });
      // Was "Alfama 2-Bedroom Cottage with Wifi for 4 Guests", "…with Wifi & Washer in Alfama" and the like.
      expect(titles.join("\n")).not.toMatch(/\b(?:Wifi|Washer)\b/u);
      expect(titles.some((title) => readTitleFeatures(title).includes("Log Burner")), titles.join("\n")).toBe(true);
    }
  });

  describe("on real fixture homes", () => {
    let homes = new Map<string, PropertyFacts>();
    beforeAll(() => {
      homes = new Map([
        ...readFixtureRows("albany-ny_listings_2024-11-05.csv.gz", { city: "Albany", region: "NY", country: "United States" }, ["21769213", "787023821243442039"]),
        ...readFixtureRows("antwerp_listings_2024-06-29_minus-heldout.csv.gz", { city: "Antwerp", country: "Belgium" }, ["43777316", "13189346"]),
      ]);
    });

    it.each([
      // A private room with outdoor space, free parking, wifi: was "Private Room with Free Parking & Wifi for 2 Guests".
      ["21769213", "Outdoor Space"],
      // A home with a fireplace: was "Spacious Home with Fireplace & Free Street Parking".
      ["787023821243442039", "Fireplace"],
      // A flat with a skyline view: was "Apartment with City Skyline View & Wifi in Antwerp".
      ["43777316", "City Skyline View"],
    ])("row %s leads with what sets it apart (%s), on every marketplace and variant", (id, feature) => {
      const facts = homes.get(id) as PropertyFacts;
      expect(sortTitleFeatures(facts).distinctive).toContain(feature);
      for (const marketplace of MARKETPLACE_IDS) {
        for (const variant of VARIANTS) {
          const { titles } = composeListing(facts, [], { variant, marketplace });
          expect(findPaddedTitles(facts, titles, marketplace)).toEqual([]);
          expect(readTitleFeatures(titles[0] ?? "").length, titles[0]).toBeGreaterThan(0);
        }
      }
    });

    it("gives a plain flat (wifi, washer, nothing more) one commonplace amenity at most, spelt as its description spells it", () => {
      // Was "Private Apartment with Wifi & Washer for 2 Guests".
      const facts = homes.get("13189346") as PropertyFacts;
      expect(sortTitleFeatures(facts).distinctive).toEqual([]);
      for (const marketplace of MARKETPLACE_IDS) {
        for (const variant of VARIANTS) {
          const listing = composeListing(facts, [], { variant, marketplace });
          expect(findPaddedTitles(facts, listing.titles, marketplace)).toEqual([]);
          const description = [listing.summary, ...Object.values(listing.sections)].join("\n");
          for (const text of [...listing.titles, description]) expect(text).not.toMatch(/wi-fi/iu);
        }
      }
    });
  });
});
