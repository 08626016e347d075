import { describe, expect, it } from "vitest";
import { countWords } from "../text-quality/words";
import { DESCRIPTION_TOO_SHORT_ISSUE, scoreDescription, scoreDescriptionValue } from "./score-description";
import { buildGraderInput, fillerWords } from "../../test/support/grader-input";

const THREE_TERMS = "walk to the beach and restaurants"; // 6 words, 3 terms: walk, beach, restaurants

describe("countWords", () => {
  it("counts whitespace-separated tokens that hold a letter or digit", () => {
    expect(countWords("Sunny flat — 2 beds & a view!")).toBe(6); // "—" and "&" are not words
    expect(countWords("  café\tnaïve\n\nzürich  ")).toBe(3);
    expect(countWords("")).toBe(0);
    expect(countWords("... --- !!!")).toBe(0);
  });
});

describe("scoreDescription at the word boundaries (no key terms)", () => {
  it.each([
    [0, 0.4],
    [100, 0.4],
    [200, 0.4],
    [201, 0.402],
    [299, 0.598],
    [300, 0.6],
    [499, 0.998],
    [500, 1],
    [900, 1],
  ])("%i words score %f", (words, expected) => {
    expect(scoreDescription(buildGraderInput({ description: fillerWords(words) })).score).toBeCloseTo(expected, 12);
  });
});

describe("the key-term bonus", () => {
  it("adds 0.1 with 3 distinct terms, not with 2", () => {
    expect(scoreDescription(buildGraderInput({ description: `${fillerWords(294)} ${THREE_TERMS}` })).score).toBeCloseTo(
      0.7,
      12,
    );
    expect(
      scoreDescription(buildGraderInput({ description: `${fillerWords(296)} walk to the beach` })).score,
    ).toBeCloseTo(0.6, 12);
  });

  it("adds to the 0.4 floor for short descriptions (120 words + 3 terms = 0.5)", () => {
    expect(scoreDescriptionValue(120, 3)).toBe(0.5);
  });

  it("caps at 1 with 500+ words and the terms (1 + 0.1 + 0.1)", () => {
    expect(scoreDescriptionValue(500, 3)).toBe(1);
    expect(scoreDescriptionValue(499, 3)).toBe(1);
    expect(scoreDescriptionValue(450, 3)).toBeCloseTo(1, 12);
    expect(scoreDescriptionValue(450, 2)).toBeCloseTo(0.9, 12);
  });

  it('counts a repeated term once and never a term inside a word ("parks", "walkway")', () => {
    expect(scoreDescriptionValue(100, 0)).toBe(0.4);
    const input = buildGraderInput({ description: `${fillerWords(294)} beach beach parks walkway restaurants` });
    expect(scoreDescription(input).score).toBeCloseTo(299 / 500, 12);
  });
});

describe("the description card", () => {
  it('below 300 words the issues list holds exactly "Description could be more detailed" (299 words)', () => {
    expect(scoreDescription(buildGraderInput({ description: fillerWords(299) })).issues).toEqual([
      DESCRIPTION_TOO_SHORT_ISSUE,
    ]);
  });

  it("at 300 words that issue is gone and the word count is given instead", () => {
    const issues = scoreDescription(buildGraderInput({ description: `${fillerWords(294)} ${THREE_TERMS}` })).issues;
    expect(issues).not.toContain(DESCRIPTION_TOO_SHORT_ISSUE);
    expect(issues).toEqual(["Your description has 300 words; 500 or more score best"]);
  });

  it("names the terms it found and the amenities it never mentions", () => {
    const result = scoreDescription(
      buildGraderInput({
        description: `${fillerWords(500)} ${THREE_TERMS}`,
        amenities: ["Pool", "Hot tub - private", "Iron"],
      }),
    );
    expect(result.strengths).toEqual([
      "Your description is detailed: 506 words",
      "Your description covers what guests look for: “walk”, “beach” and “restaurants”",
    ]);
    expect(result.suggestions).toEqual([
      "Your amenities include “Pool” and “Hot tub - private” but the description never mentions them",
    ]);
  });

  it("keeps at most 2 suggestions, the word count first", () => {
    const result = scoreDescription(buildGraderInput({ description: "Nice place.", amenities: ["Pool"] }));
    expect(result.suggestions).toEqual([
      "Add about 498 words to reach 500: the space room by room, what is nearby and how far",
      "Your amenities include “Pool” but the description never mentions it",
    ]);
  });
});
