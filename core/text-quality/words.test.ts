import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countWords, isWrittenAsSentences, splitWords } from "./words";

describe("countWords", () => {
  const pieceArb = fc.oneof(
    fc.constantFrom(" ", "  ", "\t", "\n", "\u00a0", "\u2003", "—", "&", "...", "-", "'", "(", ")", "é", "2", "🌊", "\ud800", "\udc00", "𐐀"),
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

describe("isWrittenAsSentences", () => {
  it("takes sentences in the six languages, a host's lower-case note with a comma, and a fragment under five words", () => {
    for (const text of [
      "The flat has two bedrooms.",
      "el piso tiene dos dormitorios, y un balcón",
      "Das Haus liegt am Fluss",
      "l'appartamento è vicino al fiume, con terrazza",
      "no parties or loud music after ten, please",
      "free street parking nearby",
    ]) {
      expect(isWrittenAsSentences(text), text).toBe(true);
    }
  });

  it("refuses five lower-case words with no stop or comma, as the real salad model wrote them, even with a function word among them", () => {
    expect(isWrittenAsSentences("sunny house house near table bright")).toBe(false);
    expect(isWrittenAsSentences("two-bedroom flat near the river's bank")).toBe(false);
  });

  it("refuses a list of words whose only mark follows no word, as the salad model once began a section", () => {
    expect(isWrittenAsSentences(", near river view sunny table city")).toBe(false);
    expect(isWrittenAsSentences("near river , view sunny table city")).toBe(false);
    expect(isWrittenAsSentences("near river view sunny table city,")).toBe(true);
  });
});
