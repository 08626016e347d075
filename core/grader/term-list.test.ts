import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findMatchingTerms, findTerm, matchesTerm } from "./match-terms";
import { TermList } from "./term-list";
import { DESCRIPTION_TERMS, KEY_AMENITIES, TITLE_KEYWORDS } from "./word-lists";

const LIST_WORDS = [...TITLE_KEYWORDS, ...DESCRIPTION_TERMS, ...KEY_AMENITIES.flatMap((group) => group.terms)];
/** Terms that share starts, odd cases and folds, astral characters, regex syntax. */
const ODD_TERMS = ["coffee", "coffee maker", "hot", "hot tub", "Hot Tub", "tub", "a", "a/c", "c++", "ſauna", "sauna",
  "k", "kitchen", "été", "ÉTÉ", "🌊", "🌊 view", "wi", "wi-fi", "İstanbul", "istanbul", " ", ""];

const termArb = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_TERMS), weight: 4 },
  { arbitrary: fc.constantFrom(...LIST_WORDS), weight: 2 },
  { arbitrary: fc.string({ maxLength: 5 }), weight: 1 },
);
const pieceArb = fc.oneof(
  termArb,
  termArb.map((term) => term.toUpperCase()),
  fc.constantFrom(" ", "\n", "-", ".", "é", "2", "🌊", "K", "ſ", "İ", "maker", "tub tub"),
  fc.string({ maxLength: 6 }),
);
const textArb = fc.array(pieceArb, { maxLength: 30 }).map((pieces) => pieces.join(""));
const spacedTextArb = fc.array(pieceArb, { maxLength: 30 }).map((pieces) => pieces.join(" "));
const anyTextArb = fc.oneof(textArb, spacedTextArb);
const listArb = fc.array(termArb, { maxLength: 12 });
/** Lists of plain ASCII words, which TermList looks up word by word (scan-by-words.ts) instead of with a pattern. */
const ASCII_WORD_TERMS = ["coffee", "coffee maker", "hot", "hot tub", "Hot Tub", "tub", "a", "a/c", "ac", "k", "kitchen",
  "wi", "wi-fi", "sauna", "s", "i", "self check-in", "check", "2 bedrooms", "Maker"];
const wordListArb = fc.array(fc.oneof(fc.constantFrom(...ASCII_WORD_TERMS), fc.constantFrom(...LIST_WORDS)), { maxLength: 12 });

describe("TermList: one pass answers as asking term by term", () => {
  it("findMatching answers as findMatchingTerms, for any text and list", () => {
    fc.assert(
      fc.property(anyTextArb, listArb, (text, terms) => {
        expect(new TermList(terms).findMatching(text)).toEqual(findMatchingTerms(text, terms));
      }),
      { numRuns: 500 },
    );
  });

  it("findFirst answers as findTerm and findPresent as matchesTerm, term by term", () => {
    fc.assert(
      fc.property(anyTextArb, listArb, (text, terms) => {
        const list = new TermList(terms);
        expect(list.findFirst(text)).toEqual(list.terms.map((term) => findTerm(text, term)));
        expect(list.findPresent(text)).toEqual(list.terms.map((term) => matchesTerm(text, term)));
      }),
      { numRuns: 500 },
    );
  });

  it("answers as term by term for lists of ASCII words too, whatever the text holds (ſ, the Kelvin sign, İ, astral letters)", () => {
    const oddTextArb = fc
      .array(fc.oneof(pieceArb, fc.constantFrom("\u212A", "İ", "ſauna", "𝐀", "A/C", "hot  tub", "Wi-Fi", "2")), { maxLength: 30 })
      .map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(fc.oneof(anyTextArb, oddTextArb), wordListArb, (text, terms) => {
        const list = new TermList(terms);
        expect(list.findFirst(text)).toEqual(list.terms.map((term) => findTerm(text, term)));
        expect(list.findMatching(text)).toEqual(findMatchingTerms(text, terms));
        const names = text.split(" ");
        const expected = list.terms.map((term) => names.flatMap((name, index) => (matchesTerm(name, term) ? [index] : [])));
        expect(list.findInNames(names)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it("findInNames answers as asking each name in turn", () => {
    fc.assert(
      fc.property(fc.array(anyTextArb, { maxLength: 6 }), listArb, (names, terms) => {
        const list = new TermList(terms);
        const expected = list.terms.map((term) =>
          names.flatMap((name, index) => (matchesTerm(name, term) ? [index] : [])),
        );
        expect(list.findInNames(names)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("finds both terms sharing a start, and a term inside another's match", () => {
    const list = new TermList(["coffee", "coffee maker", "maker", "free parking", "parking"]);
    expect(list.findMatching("A COFFEE MAKER and free parking")).toEqual([
      "coffee",
      "coffee maker",
      "maker",
      "free parking",
      "parking",
    ]);
    expect(list.findFirst("parking, then Free Parking")).toEqual([undefined, undefined, undefined, "Free Parking", "parking"]);
  });

  it("tells apart words that the word scan's lookup number confuses", () => {
    // "ac0" and "aan" share a hash (31·c + next): the lookup finds the other's terms, and only the comparison rules
    // them out.
    const list = new TermList(["aan", "aan view", "ac0"]);
    expect(list.findPresent("ac0")).toEqual([false, false, true]);
    expect(list.findPresent("ac0 view")).toEqual([false, false, true]);
    expect(list.findFirst("AAN View, then ac0")).toEqual(["AAN", "AAN View", "ac0"]);
    expect(new TermList(["aan"]).findPresent("ac0 ac0n")).toEqual([false]);
  });

  it("keeps the first spelling of a repeated term and leaves blank terms out", () => {
    expect(new TermList(["Pool", "pool", " ", ""]).terms).toEqual(["Pool"]);
    expect(new TermList([" ", ""]).findMatching("anything")).toEqual([]);
  });

  it("finds a term spanning a line break only within one name", () => {
    const list = new TermList(["hot\ntub", "hot"]);
    expect(list.findInNames(["hot", "tub", "hot\ntub"])).toEqual([[2], [0, 2]]);
  });
});
