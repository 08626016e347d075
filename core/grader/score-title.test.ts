import { describe, expect, it } from "vitest";
import { scoreTitle, scoreTitleKeywords, scoreTitleLength } from "./score-title";
import { buildGraderInput } from "../../test/support/grader-input";

/** A title of `length` characters with no title keyword in it. */
const plainTitle = (length: number): string => "x".repeat(length);

describe("scoreTitleLength at every boundary", () => {
  it.each([
    [0, 0],
    [1, 0.025],
    [19, 0.475],
    [20, 0.5],
    [30, 0.75],
    [40, 1],
    [41, 1],
    [50, 1],
    [51, 0.98],
    [75, 0.5],
    [100, 0],
    [140, 0],
  ])("length %i gives %f", (length, expected) => {
    expect(scoreTitleLength(length)).toBeCloseTo(expected, 12);
  });
});

describe("scoreTitleKeywords", () => {
  it.each([
    [0, 0],
    [1, 1 / 3],
    [2, 2 / 3],
    [3, 1],
    [7, 1],
  ])("%i hits give %f (capped at 3)", (hits, expected) => {
    expect(scoreTitleKeywords(hits)).toBeCloseTo(expected, 12);
  });
});

describe("scoreTitle", () => {
  it.each([0, 19, 20, 40, 41, 50, 51])(
    "a %i-character title without keywords scores 0.7 × its length score",
    (length) => {
      expect(scoreTitle(buildGraderInput({ title: plainTitle(length) })).score).toBeCloseTo(
        0.7 * scoreTitleLength(length),
        12,
      );
    },
  );

  it("measures the trimmed title", () => {
    expect(scoreTitle(buildGraderInput({ title: "   Apt   " })).score).toBeCloseTo(0.0525, 12);
  });

  it("counts characters as code points: an emoji is one character", () => {
    expect(scoreTitle(buildGraderInput({ title: `${plainTitle(19)}🌊` })).score).toBeCloseTo(0.7 * 0.5, 12);
  });

  it('counts distinct keywords: "view" and "views" are two entries, a repeated word one', () => {
    expect(scoreTitle(buildGraderInput({ title: "View views view" })).score).toBeCloseTo(
      0.7 * scoreTitleLength(15) + 0.2,
      12,
    );
  });

  it('does not count keywords inside longer words ("seaside" is not "sea", "Lakeview" not "lake")', () => {
    expect(scoreTitle(buildGraderInput({ title: "Seaside Lakeview" })).issues).toContain(
      "Your title has none of the words guests search for",
    );
  });

  it("quotes the words past Airbnb's 50 characters, from the word the limit cuts", () => {
    const title = "Sunny two bedroom flat close to everything you need with parking";
    const result = scoreTitle(buildGraderInput({ title }));
    expect(result.issues).toContain(
      `Your title is ${title.length} characters; Airbnb cuts it at 50: try trimming “need with parking”`,
    );
    expect(result.suggestions[0]).toBe(
      "Cut the title to 50 characters or fewer, e.g. “Sunny two bedroom flat close to everything you”",
    );
  });

  it("says how short a short title is, quoting it", () => {
    const result = scoreTitle(buildGraderInput({ title: "Apt" }));
    expect(result.issues[0]).toBe("Your title “Apt” is only 3 characters; titles of 20 to 50 characters score higher");
    expect(result.label).toBe("Needs Work");
  });

  it("an empty title says so", () => {
    expect(scoreTitle(buildGraderInput({})).issues).toContain("Your listing has no title");
  });

  it("suggests title keywords the description or amenities already mention, never ones the title has", () => {
    const result = scoreTitle(
      buildGraderInput({ title: "Two bedroom flat", description: "A cabin by the river.", amenities: ["Hot tub"] }),
    );
    expect(result.suggestions).toContain(
      "Your listing mentions “river”, “hot tub” and “cabin”: put one of them in the title",
    );
  });

  it("names the keywords it found as a strength", () => {
    const result = scoreTitle(buildGraderInput({ title: "Cozy Beach Loft" }));
    expect(result.strengths).toContain("Your title uses words guests search for: “cozy”, “beach” and “loft”");
    expect(result.issues).toHaveLength(1); // short, but the keywords are all there
  });
});
