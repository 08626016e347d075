import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAnyPattern, createLooseAnyPattern, createLoosePhrasePattern, createPhrasePattern } from "./find-phrases";
import { PLATFORMS } from "./platform-names";
import { STOCK_CLICHES } from "./cliches";

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

describe("createLoosePhrasePattern", () => {
  const phrasePatterns = STOCK_CLICHES.map(createPhrasePattern);
  const loose = createLoosePhrasePattern(STOCK_CLICHES);
  const pieceArb = fc.oneof(
    fc.constantFrom(...STOCK_CLICHES, "HOME  AWAY FROM\nhome", "a stone’s throw", "NEſTLED", "IN THE HEART OF"),
    fc.constantFrom(" ", "\n", "-", "é", "x", "’", "'", "K", "\u212A"),
    fc.string({ maxLength: 4 }),
  );

  it("matches every text that holds one of the phrases (and may match a few more)", () => {
    fc.assert(
      fc.property(fc.array(pieceArb, { maxLength: 12 }), (pieces) => {
        const text = pieces.join("");
        if (phrasePatterns.some((pattern) => new RegExp(pattern).test(text))) expect(loose.test(text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("does not ask for word edges, and matches nothing for no phrases", () => {
    expect(loose.test("UNNESTLED")).toBe(true);
    expect(loose.test("a stone’s  throw")).toBe(true);
    expect(loose.test("a stone throw")).toBe(false);
    expect(createLoosePhrasePattern([]).test("anything")).toBe(false);
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
