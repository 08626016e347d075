import { describe, expect, it } from "vitest";
import { findNonWords, findRepeatedRun, isWordShaped, measureVariety } from "./degeneration";

describe("findRepeatedRun", () => {
  it("finds a word or a phrase said three times in a row, whatever the case and punctuation", () => {
    expect(findRepeatedRun("A clean, clean, CLEAN flat.")).toBe("clean");
    expect(findRepeatedRun("relax now relax now relax now and then")).toBe("relax now");
    expect(findRepeatedRun("A quiet flat, a quiet street and a quiet garden.")).toBeUndefined();
  });
});

describe("measureVariety", () => {
  it("is high for writing, low for a few words over and over, and not judged under 20 words", () => {
    const prose =
      "The flat has two bedrooms with three beds between them and one bathroom. The living room looks out over the river. The kitchen is fully equipped for cooking, with a coffee maker for the mornings, and the washer saves packing for longer stays.";
    const words = ["window", "clean", "relax", "morning", "bright", "quiet", "view", "home"];
    const salad = Array.from({ length: 80 }, (_, index) => words[(index * 5 + (index >> 3)) % words.length]).join(" ");
    expect(measureVariety(prose)).toBeGreaterThan(0.7);
    expect(measureVariety(salad)).toBeLessThan(0.3);
    expect(measureVariety("window clean relax")).toBeUndefined();
  });
});

describe("isWordShaped and findNonWords", () => {
  it("accepts words of the six languages, acronyms, units and numbers", () => {
    for (const token of ["Schlafzimmer", "l'appartamento", "two-bedroom", "TV", "HDTV", "Mbps", "15:00", "2BR", "über", "piscina", "Wohnküche"]) {
      expect(isWordShaped(token), token).toBe(true);
    }
  });

  it("refuses keyboard mash, letters three times in a row and runs of consonants", () => {
    expect(findNonWords("A xkqzt brrrl flat with qwrtpsdf, near the river.")).toEqual(["xkqzt", "brrrl", "qwrtpsdf"]);
  });
});
