import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findTermByPattern } from "./match-terms";
import { TermGroup } from "./term-group";
import { TermList } from "./term-list";
import { DESCRIPTION_TERMS, KEY_AMENITIES, TITLE_KEYWORDS } from "./word-lists";

/*
 * The oracle is the whole-word pattern itself (findTermByPattern), not findTerm or matchesTerm: those look word terms up
 * in the folded text too, as the lists do.
 */
const findTerm = findTermByPattern;
const matchesTerm = (text: string, term: string) => findTermByPattern(text, term) !== undefined;
/** Distinct entries (by lower case, the first kept) that match, in list order. */
function findMatchingTerms(text: string, terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return matchesTerm(text, term);
  });
}

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

describe("TermList in a group (term-group.ts): the same answers as alone", () => {
  it("answers as the list alone, for several lists asked of the same texts in any order", () => {
    fc.assert(
      fc.property(fc.array(wordListArb, { minLength: 1, maxLength: 4 }), fc.array(anyTextArb, { minLength: 1, maxLength: 8 }), (lists, texts) => {
        const group = new TermGroup();
        const grouped = lists.map((terms) => new TermList(terms, group));
        const alone = lists.map((terms) => new TermList(terms));
        // Each text asked of every list, then again in the other order: the group's kept hits answer the second time.
        for (const order of [grouped.keys(), [...grouped.keys()].reverse()]) {
          for (const index of order) {
            for (const text of texts) {
              expect(grouped[index]!.findFirst(text)).toEqual(alone[index]!.findFirst(text));
              expect(grouped[index]!.findPresent(text)).toEqual(alone[index]!.findPresent(text));
            }
            expect(grouped[index]!.findInNames(texts)).toEqual(alone[index]!.findInNames(texts));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("finds a list's terms that another list of the group holds too, and sees a list that joined after a text was read", () => {
    const group = new TermGroup();
    const first = new TermList(["hot tub", "Pool"], group);
    const text = "A pool, a HOT TUB and a sauna";
    expect(first.findFirst(text)).toEqual(["HOT TUB", "pool"]);
    const second = new TermList(["sauna", "pool", "hot"], group);
    expect(second.findFirst(text)).toEqual(["sauna", "pool", "HOT"]);
    expect(first.findFirst(text)).toEqual(["HOT TUB", "pool"]);
  });

  it("leaves a list of other terms (not ASCII words) to its own pattern", () => {
    const group = new TermGroup();
    const list = new TermList(["été", "pool"], group);
    expect(list.findMatching("Un été au bord du pool")).toEqual(["été", "pool"]);
  });
});
