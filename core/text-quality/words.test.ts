import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countWords, splitWords } from "./words";

describe("countWords", () => {
  const pieceArb = fc.oneof(
    fc.constantFrom(" ", "  ", "\t", "\n", "\u00a0", "\u2003", "—", "&", "...", "-", "'", "(", ")", "é", "2", "🌊", "\ud800"),
    fc.constantFrom("café", "naïve", "Zürich", "wi-fi", "l'appartamento", "東京", "१२३"),
    fc.string({ maxLength: 6 }),
  );

  it("counts what splitWords returns, for any text", () => {
    fc.assert(
      fc.property(fc.array(pieceArb, { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        expect(countWords(text)).toBe(splitWords(text).length);
      }),
      { numRuns: 2000 },
    );
  });
});
