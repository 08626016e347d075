import { describe, expect, it } from "vitest";
import {
  findKeyAmenityGroups,
  scoreAmenities,
  scoreAmenitiesValue,
  scoreAmenityCount,
  scoreKeyAmenityBonus,
} from "./score-amenities";
import { buildGraderInput } from "../../test/support/grader-input";
import { parseListingText } from "../listing-text/parse-listing-text";
import { gradeListing } from "./grade-listing";

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

describe("pasted text whose amenities are read from its first short lines (a list copied from a marketplace page)", () => {
  // As a host copies an Airbnb page: the heading, then one amenity a line, with no bullets.
  const OFFERS = ["Hangers", "Stove", "Hair dryer", "Heating", "Patio or balcony", "Keypad", "Iron", "Bed linens", "Self check-in", "Dishwasher", "Dryer", "Washer", "Wifi", "Kitchen", "Free parking on premises"];
  const copied = [
    "Center Sq. Loft in Converted Precinct w/ Parking",
    "",
    "Large renovated 1 bedroom apartment with original tin ceilings. The kitchen has a dishwasher, and there is a washer and wifi.",
    "",
    "What this place offers",
    ...OFFERS,
  ].join("\n");
  const grade = (text: string) => gradeListing(parseListingText(text));

  it("scores the first 10 short lines, as GRADER.md reads them, and says so instead of asking for amenities the list has", () => {
    const result = grade(copied);
    const { amenities } = result.breakdown;
    expect(parseListingText(copied).amenities).toEqual(["What this place offers", ...OFFERS.slice(0, 9)]);
    expect(amenities.score).toBe(scoreAmenitiesValue(10, findKeyAmenityGroups(OFFERS.slice(0, 9)).length));
    expect(amenities.issues).toEqual([
      "Only the first 10 short lines of your text were read as amenities: without a list under an “Amenities” heading, the rest are not counted",
    ]);
    expect(amenities.suggestions[0]).toBe("Put your amenities under an “Amenities” heading, one a line, each starting with a dash (“- Wifi”): then every one of them counts");
    // Wifi, a washer and a kitchen are on the list past the tenth line: nothing asks the host to add them.
    expect(JSON.stringify(result)).not.toMatch(/lacks it|add wifi|wifi, kitchen|list wifi/iu);
    expect(amenities.suggestions[1]).toBe("Guests filter by air conditioning, pool, hot tub and TV: list the ones you have");
  });

  it("still names what the description mentions and no line lists", () => {
    const result = grade(copied.replace("there is a washer and wifi", "there is a sauna and wifi"));
    expect(result.breakdown.amenities.issues).toContain("Your description mentions a sauna (“sauna”) but your amenities list lacks it");
  });

  it("keeps the count's own words when the list is read whole: under a heading with bullets, or short", () => {
    const bulleted = copied.replace(/\nWhat this place offers\n[\s\S]*/u, `\nAmenities\n${OFFERS.slice(0, 11).map((name) => `- ${name}`).join("\n")}`);
    expect(grade(bulleted).breakdown.amenities.issues).toEqual([
      "Only 11 amenities listed; listings with 12 or more score higher: add wifi, kitchen, washer and air conditioning if you have them",
      "Your description mentions a washer (“washer”) but your amenities list lacks it",
      "Your description mentions a kitchen (“kitchen”) but your amenities list lacks it",
      "Your description mentions Wi-Fi (“wifi”) but your amenities list lacks it",
    ]);
    const short = copied.split("\n").slice(0, 10).join("\n");
    expect(grade(short).breakdown.amenities.issues[0]).toMatch(/^Only 6 amenities listed; listings with 12 or more score higher/u);
  });

  it("leaves a listing sent with its amenities as it was, whatever short lines its description holds", () => {
    const input = buildGraderInput({ amenities: OFFERS.slice(0, 10), description: copied });
    expect(scoreAmenities(input).issues[0]).toMatch(/^Only 10 amenities listed; listings with 12 or more score higher/u);
  });
});
