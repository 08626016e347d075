import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countCharacters } from "./marketplace-rules";

describe("countCharacters", () => {
  it("counts code points: an accented letter, an emoji and a lone surrogate are one each", () => {
    expect(countCharacters("")).toBe(0);
    expect(countCharacters("café 🌊")).toBe(6);
    expect(countCharacters("a\uD800b\uDC00")).toBe(4);
    expect(countCharacters("\uDC00\uD800")).toBe(2);
  });

  it("answers as Array.from(text).length for any string, broken surrogates included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        expect(countCharacters(text)).toBe(Array.from(text).length);
      }),
      { numRuns: 2000 },
    );
  });
});
