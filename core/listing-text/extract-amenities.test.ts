import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AMENITY_HEADINGS, extractAmenities, isHeading } from "./extract-amenities";
import { readListItem } from "./split-lines";

describe("extractAmenities: items under a heading", () => {
  it('takes • bullets under "What this place offers"', () => {
    const text = "Loft\n\nWhat this place offers\n• River view\n•Kitchen\n• Wifi\n\nHouse rules\n- No parties";
    expect(extractAmenities(text)).toEqual(["River view", "Kitchen", "Wifi"]);
  });

  it('takes - and * bullets and numbered items (1. and 1)) under "Amenities:" or "Features"', () => {
    const text = "Villa\nAmenities:\n- Pool\n* Hot tub\n\nKey features\n1. Sea view\n2) Garden";
    expect(extractAmenities(text)).toEqual(["Pool", "Hot tub", "Sea view", "Garden"]);
  });

  it("stops at the first line that is neither an item nor blank", () => {
    expect(extractAmenities("AMENITIES\n- Wifi\nThe flat is on the 3rd floor.\n- Not an amenity")).toEqual(["Wifi"]);
  });

  it("a markdown heading (**Amenities**) is a heading, not an item; repeats are dropped", () => {
    expect(extractAmenities("Flat\n**Amenities**\n- Wifi\n- wifi\n- Washer")).toEqual(["Wifi", "Washer"]);
  });
});

describe("extractAmenities: short lines when there is no list under a heading", () => {
  it("takes lines under 50 characters, the title line excluded", () => {
    const text = `Lake cabin\nWood stove\nCanoe\n${"A quiet cabin at the end of a gravel road, an hour from town."}\nFast wifi`;
    expect(extractAmenities(text)).toEqual(["Wood stove", "Canoe", "Fast wifi"]);
  });

  it("takes 10 lines at most", () => {
    const text = ["Title", ...Array.from({ length: 14 }, (_, index) => `Item ${index}`)].join("\n");
    expect(extractAmenities(text)).toEqual(Array.from({ length: 10 }, (_, index) => `Item ${index}`));
  });

  it("a 49-character line counts, a 50-character line does not", () => {
    const text = `Title\n${"a".repeat(49)}\n${"b".repeat(50)}`;
    expect(extractAmenities(text)).toEqual(["a".repeat(49)]);
  });

  it("a heading with unbulleted lines falls back to short lines, heading included (GRADER.md taken literally)", () => {
    expect(extractAmenities("Flat in Porto\nWhat this place offers\nKitchen\nWifi")).toEqual([
      "What this place offers",
      "Kitchen",
      "Wifi",
    ]);
  });
});

describe("extractAmenities: the spec's keywords as a last resort", () => {
  it("matches the keywords in long text, spelled as the list spells them", () => {
    const text =
      "Modern apartment with fast wifi, a fully equipped KITCHEN, a washer and free parking in the garage; the building has an elevator and a gym.";
    expect(extractAmenities(text)).toEqual(["WiFi", "Kitchen", "Washer", "Free parking", "Gym", "Elevator"]);
  });

  it('matches whole words only: "kitchenette" is not "Kitchen", "poolside" not "Pool", "TVs" not "TV"', () => {
    const text =
      "A long single line about a kitchenette and poolside loungers with two TVs that is well over fifty characters.";
    expect(extractAmenities(text)).toEqual([]);
  });
});

describe("isHeading", () => {
  const byLowerCase = (line: string) =>
    AMENITY_HEADINGS.some((heading) => line.toLowerCase().includes(heading)) && readListItem(line) === undefined;

  it("answers as looking for the heading words in the line's lower case, for any line", () => {
    // Heading words in any case, some with a letter swapped for one whose case mappings reach ASCII (ſ, K, İ, ı), among
    // other characters.
    const words = AMENITY_HEADINGS.flatMap((heading) => [heading, heading.toUpperCase(), heading.replace(/s/g, "ſ")]);
    const fragment = fc.oneof(
      fc.constantFrom(...words, "amenİties", "amenıties", "AMENİTİES"),
      fc.constantFrom(..."aeiKſİı -•*1.:".split("")),
    );
    const line = fc.array(fragment, { maxLength: 6 }).map((fragments) => fragments.join(""));
    fc.assert(
      fc.property(line, (text) => isHeading(text) === byLowerCase(text)),
      { numRuns: 5000 },
    );
    for (const text of ["What This Place Offers", "KEY FEATURES:", "Amenİties", "featureſ", "amenities", "- amenities"]) {
      expect(isHeading(text)).toBe(byLowerCase(text));
    }
  });
});

describe("readListItem", () => {
  // The pattern alone, as it was before lines starting with a letter were told apart without it.
  const LIST_ITEM = /^\s*(?:•\s*|[-*]\s+|\d+[.)]\s+)(.*\S)\s*$/u;

  it("answers as the list-item pattern does, for any line", () => {
    const piece = fc.oneof(fc.constantFrom(..."•-*0123456789.) \t\u00a0\u2003\ufeffaZé".split("")), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const line = pieces.join("");
        expect(readListItem(line)).toBe(LIST_ITEM.exec(line)?.[1]);
      }),
      { numRuns: 3000 },
    );
  });
});
