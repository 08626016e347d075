import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countHits, findMatchingTerms, findTerm, findTermByPattern, matchesTerm, matchesTermInAny } from "./match-terms";
import { KEY_AMENITIES } from "./word-lists";

describe("matchesTerm: whole words and phrases, any case", () => {
  it.each([
    ['"wash" does not match inside "dishwasher"', "Dishwasher", "wash", false],
    ['"washer" does not match inside "Dishwasher"', "Dishwasher", "washer", false],
    ['"hot tub" matches "Hot tub - private"', "Hot tub - private", "hot tub", true],
    ['"ac" does not match inside "backyard"', "Backyard", "ac", false],
    ['"ac" matches "AC" alone', "AC", "ac", true],
    ['"ac" matches "AC - split type"', "AC - split type", "ac", true],
    ['a digit after the term blocks it ("wifi6")', "wifi6 router", "wifi", false],
    ['a digit before the term blocks it ("2bed")', "2bed", "bed", false],
    ['punctuation is a boundary ("(pool)")', "garden (pool)", "pool", true],
    ['"wi-fi" matches "Wi-Fi"', "Fast Wi-Fi", "wi-fi", true],
    ['"wifi" does not match "Wi-Fi"', "Fast Wi-Fi", "wifi", false],
    ['"wi" matches the "Wi" of "Wi-Fi": a hyphen is a boundary', "Wi-Fi", "wi", true],
    ['"self check-in" matches a hyphenated phrase', "Self check-in with keypad", "self check-in", true],
    ['unicode letters are letters: "cafe" is not inside "cafeé"', "cafeé", "cafe", false],
    ['unicode: an accented letter before blocks the match ("ésea")', "ésea", "sea", false],
    ['unicode case folding: "ÉTÉ" matches "été"', "ÉTÉ À LA MER", "été", true],
    ['a phrase needs its single space ("hot  tub" with two spaces does not match)', "hot  tub", "hot tub", false],
    ["an empty term never matches", "anything", "", false],
    ["regex characters in a term are literal", "I code in c++ daily", "c++", true],
  ])("%s", (_name, text, term, expected) => {
    expect(matchesTerm(text, term)).toBe(expected);
  });
});

describe("findTerm", () => {
  it("returns the text as written, for quoting", () => {
    expect(findTerm("Relax in the HOT TUB tonight", "hot tub")).toBe("HOT TUB");
    expect(findTerm("nothing here", "hot tub")).toBeUndefined();
  });
});

describe("a word term is looked up in the folded text, and found where its pattern finds it", () => {
  /** ASCII terms that start and end with a letter or digit (scan-by-words.ts), and a few that do not. */
  const termArb = fc.oneof(
    fc.constantFrom("sauna", "s", "k", "kitchen", "i", "istanbul", "hot tub", "a/c", "wi-fi", "c++", "St. Louis", "Albany", "2 bedrooms", "été", "-pool", "x"),
    fc.constantFrom(...KEY_AMENITIES.flatMap((group) => group.terms)),
    fc.stringMatching(/^[a-zA-Z0-9][ -~]{0,4}$/),
  );
  /** Folds to ASCII (ſ, the Kelvin sign), İ, astral letters and digits, combining marks, lone surrogates. */
  const pieceArb = fc.oneof(
    termArb,
    termArb.map((term) => term.toUpperCase()),
    fc.constantFrom(" ", "\n", "-", ".", "é", "2", "ſ", "\u212A", "İ", "𝐀", "𝟘", "🌊", "\u0301", "\ud835", "\udc00", "ſauna", "\u212Aitchen"),
    fc.string({ maxLength: 6 }),
  );
  const textArb = fc.oneof(
    fc.array(pieceArb, { maxLength: 24 }).map((pieces) => pieces.join("")),
    fc.array(pieceArb, { maxLength: 24 }).map((pieces) => pieces.join(" ")),
  );

  it("findTerm and matchesTerm answer as the whole-word pattern, for any text and term", () => {
    fc.assert(
      fc.property(textArb, termArb, (text, term) => {
        const expected = findTermByPattern(text, term);
        expect(findTerm(text, term)).toBe(expected);
        expect(matchesTerm(text, term)).toBe(expected !== undefined);
      }),
      { numRuns: 3000 },
    );
  });

  it("reads a letter before the term as one code point, a surrogate pair too", () => {
    expect(findTerm("𝐀sea", "sea")).toBeUndefined();
    expect(findTerm("🌊sea", "sea")).toBe("sea");
    expect(findTerm("\u212Aitchen and ſauna", "kitchen")).toBe("\u212Aitchen");
    expect(findTerm("the ſauna", "sauna")).toBe("ſauna");
    expect(findTerm("Welcome to Albany's best", "Albany")).toBe("Albany");
  });
});

describe("hits", () => {
  it("counts distinct entries that match, each once however often it occurs", () => {
    expect(countHits("view views view VIEW", ["view", "views", "pool"])).toBe(2);
  });

  it("counts a duplicated entry once", () => {
    expect(countHits("pool", ["pool", "POOL"])).toBe(1);
  });

  it("lists the matching entries in list order", () => {
    expect(findMatchingTerms("Loft by the beach, cozy", ["cozy", "beach", "loft", "sea"])).toEqual([
      "cozy",
      "beach",
      "loft",
    ]);
  });
});

describe("matchesTermInAny", () => {
  const pieceArb = fc.oneof(
    fc.constantFrom(...KEY_AMENITIES.flatMap((group) => group.terms), "Hot tub - private", "Wifi – 500 Mbps", "ſauna", "WİFİ", "dishwasher", "-", " "),
    fc.string({ maxLength: 8 }),
  );
  const nameArb = fc.array(pieceArb, { maxLength: 4 }).map((pieces) => pieces.join(" "));
  const termArb = fc.oneof(fc.constantFrom(...KEY_AMENITIES.flatMap((group) => group.terms)), fc.string({ maxLength: 6 }));

  it("answers as matching each name in turn would, for any names and term", () => {
    fc.assert(
      fc.property(fc.array(nameArb, { maxLength: 8 }), termArb, (names, term) => {
        expect(matchesTermInAny(names, term)).toBe(names.some((name) => matchesTerm(name, term)));
      }),
      { numRuns: 1000 },
    );
  });

  it("finds no match across two names", () => {
    expect(matchesTermInAny(["Hot", "tub"], "hot tub")).toBe(false);
    expect(matchesTermInAny(["Hot tub"], "hot tub")).toBe(true);
  });
});
