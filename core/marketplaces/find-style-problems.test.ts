import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMOJI_CHARACTER,
  findCapsRuns,
  findEmojis,
  MAYBE_EMOJI_CHARACTER,
  WORDS_WITHOUT_ASCII_LOWER_CASE,
  WORDS_WITHOUT_LOWER_CASE,
} from "./find-style-problems";

describe("findEmojis", () => {
  it("finds emojis, a variation-selector heart, a family and a flag as written", () => {
    expect(findEmojis("Beach 🌊 love ❤️ family 👨‍👩‍👧 Portugal 🇵🇹")).toEqual(["🌊", "❤️", "👨‍👩‍👧", "🇵🇹"]);
  });

  it("finds a keycap emoji", () => {
    expect(findEmojis("Sleeps 4️⃣")).toEqual(["4️⃣"]);
  });

  it("ignores ©, ® and ™, accents, CJK and plain punctuation", () => {
    expect(findEmojis("Nespresso® machine, Wi-Fi™, café, 東京, © 2024 — ok!")).toEqual([]);
  });

  it("asks the plain pre-test of every character an emoji may hold: it takes each of them", () => {
    const missed: string[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (EMOJI_CHARACTER.test(character) && !MAYBE_EMOJI_CHARACTER.test(character)) missed.push(code.toString(16));
    }
    expect(missed).toEqual([]);
    expect(MAYBE_EMOJI_CHARACTER.test("Quiet flat – 2 rooms, “bright” • café")).toBe(false);
  });
});

describe("findCapsRuns", () => {
  it("more than 3 all-caps words in a row is shouting, quoted as written", () => {
    expect(findCapsRuns("Welcome! OCEAN VIEW LUXURY HOME with pool")).toEqual(["OCEAN VIEW LUXURY HOME"]);
  });

  it("one-letter words alone are not shouting, however many ('A. A. A A.', a host's short rules); with a longer one they are", () => {
    expect(findCapsRuns("A. A. A A. Then the rest")).toEqual([]);
    expect(findCapsRuns("I AM A HOST here")).toEqual(["I AM A HOST"]);
  });

  it("3 in a row is allowed", () => {
    expect(findCapsRuns("BEST VIEW EVER from the terrace")).toEqual([]);
  });

  it("punctuation and numbers do not break a run, and are trimmed from its ends", () => {
    expect(findCapsRuns("WOW! BEST VIEW, 2 BEDS & POOL - book")).toEqual(["WOW! BEST VIEW, 2 BEDS & POOL"]);
  });

  it('"Wi-Fi" is not caps; "TV", "AC" and "BBQ" are acronyms, not shouting', () => {
    expect(findCapsRuns("Wi-Fi TV AC BBQ WIFI EV")).toEqual([]);
    expect(findCapsRuns("Fast Wi-Fi, a TV and AC")).toEqual([]);
  });

  it("acronyms do not hide shouting around them", () => {
    expect(findCapsRuns("HUGE TV ROOM AND BIG GARDEN")).toEqual(["HUGE TV ROOM AND BIG GARDEN"]);
  });

  it("works with accented capitals and ignores scripts without case", () => {
    expect(findCapsRuns("ÉTÉ À LA MER")).toEqual(["ÉTÉ À LA MER"]);
    expect(findCapsRuns("東京 駅 近く 便利 快適")).toEqual([]);
  });
});

describe("the quick test for a stretch of words without lower case", () => {
  it("matches every text the exact pattern matches", () => {
    const pieceArb = fc.oneof(
      fc.constantFrom("OCEAN", "VIEW", "É", "ÉTÉ", "été", "A.", "🌊", "TV", "東京", "\ud800", "ß", "x", "2"),
      fc.constantFrom(" ", "  ", "\n", "\u00a0", "\u2003", "\t"),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(pieceArb, { maxLength: 16 }), (pieces) => {
        const text = pieces.join("");
        if (WORDS_WITHOUT_LOWER_CASE.test(text)) expect(WORDS_WITHOUT_ASCII_LOWER_CASE.test(text)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
