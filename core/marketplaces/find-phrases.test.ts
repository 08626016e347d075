import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAnyPattern, createLooseAnyPattern, createPhrasePattern, findPatterns } from "./find-phrases";
import { PLATFORMS } from "./platform-names";
import { findCliches, STOCK_CLICHES } from "./cliches";

describe("createAnyPattern", () => {
  const patterns = [...STOCK_CLICHES.map(createPhrasePattern), ...PLATFORMS.flatMap((platform) => platform.patterns)];
  const any = createAnyPattern(patterns);
  const pieceArb = fc.oneof(
    fc.constantFrom(...STOCK_CLICHES, "Home Away", "home away from home", "air b&b", "Booking.com", "trip advisor"),
    fc.constantFrom(" ", "\n", "-", "é", "x", "’", "'"),
    fc.string({ maxLength: 4 }),
  );

  it("matches a text exactly when one of its patterns does", () => {
    fc.assert(
      fc.property(fc.array(pieceArb, { maxLength: 12 }), (pieces) => {
        const text = pieces.join("");
        expect(any.test(text)).toBe(patterns.some((pattern) => new RegExp(pattern).test(text)));
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps no state between texts, and refuses patterns of different flags", () => {
    expect(any.test("nestled")).toBe(true);
    expect(any.test("nestled")).toBe(true);
    expect(any.flags).toBe("iu");
    expect(() => createAnyPattern([/a/u, /b/iu])).toThrow();
    expect(createAnyPattern([]).test("anything")).toBe(false);
  });
});

describe("findCliches", () => {
  const phrasePatterns = STOCK_CLICHES.map(createPhrasePattern);
  const pieceArb = fc.oneof(
    fc.constantFrom(...STOCK_CLICHES, "HOME  AWAY FROM\nhome", "a stone’s throw", "NEſTLED", "IN THE HEART OF", "hEaRt", "unnestled"),
    fc.constantFrom(" ", "\n", "-", "é", "x", "’", "'", "K", "\u212A", "İ", "ſ", "𝐀"),
    fc.string({ maxLength: 4 }),
  );

  it("finds what the phrases' patterns find, in their order, for any text", () => {
    fc.assert(
      fc.property(fc.array(pieceArb, { maxLength: 12 }), (pieces) => {
        const text = pieces.join("");
        expect(findCliches(text)).toEqual(findPatterns(text, phrasePatterns));
      }),
      { numRuns: 3000 },
    );
  });

  it("quotes each phrase as written, a phrase's own folds too", () => {
    // In the list's order: "nestled", "in the heart of", "hidden gem".
    expect(findCliches("A hidden gem, NEſTLED in the HEART of\ttown")).toEqual(["NEſTLED", "in the HEART of", "hidden gem"]);
    expect(findCliches("unnestled hearts")).toEqual([]);
  });
});

describe("createLooseAnyPattern", () => {
  const patterns = PLATFORMS.flatMap((platform) => platform.patterns);
  const exact = createAnyPattern(patterns);
  const loose = createLooseAnyPattern(patterns);
  const pieceArb = fc.oneof(
    fc.constantFrom("VRBO", "Home Away", "homeaway from", "air b&b", "Air-BnB", "BOOKING.COM", "Boo\u212Aing.com", "trip advisor", "Plum\nGuide"),
    fc.constantFrom(" ", "\n", "-", "é", "x", "1", "’", "."),
    fc.string({ maxLength: 4 }),
  );

  it("matches every text that one of the patterns matches (and may match a few more)", () => {
    fc.assert(
      fc.property(fc.array(pieceArb, { maxLength: 12 }), (pieces) => {
        const text = pieces.join("");
        if (exact.test(text)) expect(loose.test(text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves out only the word edges", () => {
    expect(loose.source).not.toContain("\\p{L}");
    expect(loose.test("xvrbox")).toBe(true);
    expect(exact.test("xvrbox")).toBe(false);
    expect(loose.test("home away from home")).toBe(false);
  });
});
