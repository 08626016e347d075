import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findTerm } from "./match-terms";
import { PLACE_MAX_LENGTH, PLACES_LOOKED_FOR, scoreSeo, SEO_SCORE } from "./score-seo";
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

  it("does not look for a place longer than any place's name, which pasted text can make of capitalised words", () => {
    const endless = "In A".repeat(5_000);
    const alone = scoreSeo(buildGraderInput({ description: `Sunny loft ${endless}`, location: endless.slice(3) }));
    expect(alone.suggestions[0]).toBe("Name the neighbourhood and a landmark or two in the description: guests search by place");
    const longest = "P".repeat(PLACE_MAX_LENGTH);
    const named = scoreSeo(buildGraderInput({ description: `Near ${longest}`, location: `${longest}, Porto` }));
    expect(named.strengths).toEqual([`Your listing names its location (“${longest}”), which guests search for`]);
    const tooLong = scoreSeo(buildGraderInput({ description: `Near ${longest}x`, location: `${longest}x, Porto` }));
    expect(tooLong.issues).toEqual(["Neither your title nor your description names Porto"]);
  });

  it("looks for the first places of a location only, however many it lists", () => {
    const towns = Array.from({ length: 60_000 }, (_, index) => `Town${index}`);
    const result = scoreSeo(buildGraderInput({ description: "Near Town11", location: towns.join(", ") }));
    expect(result.issues).toEqual([`Neither your title nor your description names ${towns.slice(0, PLACES_LOOKED_FOR).join(", ")}`]);
    expect(scoreSeo(buildGraderInput({ description: "Near Town9", location: towns.join(", ") })).strengths).toEqual([
      "Your listing names its location (“Town9”), which guests search for",
    ]);
  });

  it("a long description on a single line gets the paragraph suggestion; a short one does not", () => {
    const long = scoreSeo(buildGraderInput({ description: fillerWords(150) }));
    expect(long.suggestions).toContain(
      "Break the description into short paragraphs: the space, guest access, the neighbourhood",
    );
    expect(scoreSeo(buildGraderInput({ description: fillerWords(149) })).suggestions).toHaveLength(1);
  });

  it("finds a place holding a line break across the title's end and the description's start, as the joined text has it", () => {
    const input = buildGraderInput({ title: "Loft in New", description: "York views", location: "New\nYork" });
    expect(scoreSeo(input).strengths).toEqual(["Your listing names its location (“New\nYork”), which guests search for"]);
  });

  it("quotes the place as a search of the title and the description joined by a line break finds it", () => {
    const pieceArb = fc.oneof(fc.constantFrom("New", "York", "new york", "NEW\nYORK", "Yorkshire", "\n", " ", "-", "é"), fc.string({ maxLength: 3 }));
    const textArb = fc.array(pieceArb, { maxLength: 8 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(textArb, textArb, fc.constantFrom("New York", "York", "New\nYork", "new"), (title, description, place) => {
        const input = buildGraderInput({ title, description, location: place });
        const found = findTerm(`${input.title}\n${input.description}`, place);
        const expected = found === undefined ? [] : [`Your listing names its location (“${found}”), which guests search for`];
        expect(scoreSeo(input).strengths).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
