import { describe, expect, it } from "vitest";
import { findCliches } from "../../../core/marketplaces/cliches";
import { checkListingText } from "../../../core/marketplaces/check-listing-text";
import { countCharacters } from "../../../core/marketplaces/marketplace-rules";
import { joinDescription, SECTION_KEYS, SECTION_LABELS } from "../../../core/writer/generated-listing";
import { SAMPLE_LISTINGS, SAMPLE_SECTIONS } from "./sample-listings";

type Checks = ReturnType<typeof checkListingText>;
const failures = (checks: Checks) => checks.filter((check) => !check.passed).map((check) => check.message);
const errors = (checks: Checks) => checks.filter((check) => !check.passed && check.severity === "error").map((check) => check.message);

describe("the home page's sample listings", () => {
  it("are the spec's three tabs, with the values miami, aspen and paris", () => {
    expect(SAMPLE_LISTINGS.map((listing) => [listing.id, listing.label])).toEqual([
      ["miami", "Miami Beach"],
      ["aspen", "Aspen Chalet"],
      ["paris", "Paris Apartment"],
    ]);
  });

  it("use the writer's description sections, in its order and words", () => {
    expect(SAMPLE_SECTIONS.map((section) => section.key)).toEqual([...SECTION_KEYS]);
    for (const section of SAMPLE_SECTIONS) expect(section.label).toBe(SECTION_LABELS[section.key]);
  });

  describe.each(SAMPLE_LISTINGS.map((listing) => [listing.label, listing] as const))("%s", (_label, listing) => {
    const description = joinDescription(listing);

    it("passes every Airbnb rule, the shown title fitting a phone's preview too; the other titles break no hard limit", () => {
      expect(failures(checkListingText({ marketplace: "airbnb", title: listing.titles[0], summary: listing.summary, description }))).toEqual([]);
      for (const title of listing.titles) expect(errors(checkListingText({ marketplace: "airbnb", title }))).toEqual([]);
    });

    it("has a summary that says enough without reaching the 500-character limit", () => {
      expect(countCharacters(listing.summary)).toBeGreaterThan(350);
      expect(countCharacters(listing.summary)).toBeLessThanOrEqual(500);
    });

    it("has no stock phrase anywhere, house rules and places included", () => {
      const everything = [...listing.titles, description, ...listing.houseRules, ...listing.nearby.map((place) => place.name)].join("\n");
      expect(findCliches(everything)).toEqual([]);
    });

    it("fills every section, and lists house rules and nearby places nearest first", () => {
      for (const { key } of SAMPLE_SECTIONS) expect(listing.sections[key].length).toBeGreaterThan(120);
      expect(listing.houseRules.length).toBeGreaterThanOrEqual(5);
      const minutes = listing.nearby.map((place) => place.walkMinutes);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    });
  });
});
