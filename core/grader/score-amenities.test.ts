import { describe, expect, it } from "vitest";
import {
  findKeyAmenityGroups,
  scoreAmenities,
  scoreAmenitiesValue,
  scoreAmenityCount,
  scoreKeyAmenityBonus,
} from "./score-amenities";
import { buildGraderInput } from "../../test/support/grader-input";

/** `count` amenity names that match no key amenity. */
const plainAmenities = (count: number): string[] => Array.from({ length: count }, (_, index) => `Extra ${index}`);
/** One name for each of the first `count` key amenity groups. */
const KEY_NAMES = [
  "Wifi",
  "Kitchen",
  "Washer",
  "Dryer",
  "Air conditioning",
  "Heating",
  "Free parking",
  "Pool",
  "Hot tub",
  "TV",
];

describe("the base score by amenity count", () => {
  it.each([
    [0, 0.4],
    [4, 0.4],
    [5, 0.6],
    [7, 0.6],
    [8, 0.8],
    [11, 0.8],
    [12, 1],
    [40, 1],
  ])("%i amenities give %f", (count, expected) => {
    expect(scoreAmenityCount(count)).toBe(expected);
    expect(scoreAmenities(buildGraderInput({ amenities: plainAmenities(count) })).score).toBe(expected);
  });
});

describe("the key amenity bonus", () => {
  it.each([
    [2, 0],
    [3, 0.1],
    [4, 0.1],
    [5, 0.2],
    [6, 0.2],
    [7, 0.2],
    [8, 0.3],
    [10, 0.3],
  ])("%i key groups give +%f", (groups, bonus) => {
    const names = KEY_NAMES.slice(0, groups);
    expect(findKeyAmenityGroups(names)).toHaveLength(groups);
    expect(scoreKeyAmenityBonus(groups)).toBe(bonus);
    // 4 plain names keep the base below the cap wherever it can be: N = groups + 4.
    const count = groups + 4;
    expect(scoreAmenities(buildGraderInput({ amenities: [...names, ...plainAmenities(4)] })).score).toBeCloseTo(
      Math.min(1, scoreAmenityCount(count) + bonus),
      12,
    );
  });

  it("caps the total at 1 (12 amenities + 8 groups)", () => {
    expect(scoreAmenitiesValue(12, 8)).toBe(1);
    expect(scoreAmenitiesValue(11, 8)).toBe(1);
    expect(scoreAmenitiesValue(4, 8)).toBeCloseTo(0.7, 12);
  });
});

describe("matching amenity names", () => {
  it("counts a group once however many of its terms match (Wifi, Wi-Fi, Wireless internet)", () => {
    expect(findKeyAmenityGroups(["Wifi", "Wi-Fi", "Wireless internet"]).map((group) => group.name)).toEqual(["wifi"]);
  });

  it('"Dishwasher" is the dishwasher group, not washer; "Hot tub - private" is hot tub', () => {
    expect(findKeyAmenityGroups(["Dishwasher", "Hot tub - private"]).map((group) => group.name)).toEqual([
      "hot tub",
      "dishwasher",
    ]);
  });

  it('"AC" is air conditioning but "Backyard" is not', () => {
    expect(findKeyAmenityGroups(["AC"]).map((group) => group.name)).toEqual(["air conditioning"]);
    expect(findKeyAmenityGroups(["Backyard"])).toEqual([]);
  });

  it('takes GRADER.md literally: "Hair dryer" counts for the dryer group', () => {
    expect(findKeyAmenityGroups(["Hair dryer"]).map((group) => group.name)).toEqual(["dryer"]);
  });

  it("counts distinct names: trimmed and case-insensitive, empty names ignored", () => {
    const input = buildGraderInput({
      amenities: ["Wifi", " wifi ", "WIFI", "", "   ", { name: "Pool" }, { title: "pool" }],
    });
    expect(input.amenityNames).toEqual(["Wifi", "Pool"]);
  });
});

describe("the amenities card", () => {
  it("says how many are listed and which key amenities to add", () => {
    const result = scoreAmenities(buildGraderInput({ amenities: ["Wifi", "Kitchen", "Iron", "Hangers"] }));
    expect(result.issues).toContain(
      "Only 4 amenities listed; listings with 12 or more score higher: add washer, dryer, air conditioning and heating if you have them",
    );
  });

  it("flags an amenity the description mentions but the list lacks", () => {
    const result = scoreAmenities(
      buildGraderInput({ description: "Soak in the private hot tub after a day on the slopes.", amenities: ["Wifi"] }),
    );
    expect(result.issues).toContain("Your description mentions a hot tub (“hot tub”) but your amenities list lacks it");
    expect(result.suggestions[0]).toBe("Add a hot tub to your amenities: your description already says you have it");
  });

  it("with 12 amenities and 8 key groups it has strengths and no issues", () => {
    const result = scoreAmenities(buildGraderInput({ amenities: [...KEY_NAMES.slice(0, 8), ...plainAmenities(4)] }));
    expect(result.issues).toEqual([]);
    expect(result.strengths[0]).toBe("12 amenities listed: full marks for the count");
  });
});
