import { describe, expect, it } from "vitest";
import { scoreSeo, SEO_SCORE } from "./score-seo";
import { buildGraderInput, fillerWords } from "../../test/support/grader-input";

describe("scoreSeo", () => {
  it("is fixed at 0.7 whatever the listing", () => {
    expect(scoreSeo(buildGraderInput({})).score).toBe(0.7);
    expect(scoreSeo(buildGraderInput({ title: "Loft in Lisbon", location: "Lisbon, Portugal" })).score).toBe(SEO_SCORE);
  });

  it("a location the text names is a strength, quoted as written", () => {
    const result = scoreSeo(buildGraderInput({ title: "Loft in LISBON", location: "Lisbon, Portugal" }));
    expect(result.strengths).toEqual(["Your listing names its location (“LISBON”), which guests search for"]);
    expect(result.issues).toEqual([]);
  });

  it("a location the text never names is an issue", () => {
    const result = scoreSeo(
      buildGraderInput({ title: "Sunny loft", description: "Great views.", location: "Porto, Portugal" }),
    );
    expect(result.issues).toEqual(["Neither your title nor your description names Porto, Portugal"]);
    expect(result.suggestions[0]).toBe("Mention Porto and your neighbourhood in the first lines of the description");
  });

  it("a long description on a single line gets the paragraph suggestion; a short one does not", () => {
    const long = scoreSeo(buildGraderInput({ description: fillerWords(150) }));
    expect(long.suggestions).toContain(
      "Break the description into short paragraphs: the space, guest access, the neighbourhood",
    );
    expect(scoreSeo(buildGraderInput({ description: fillerWords(149) })).suggestions).toHaveLength(1);
  });
});
