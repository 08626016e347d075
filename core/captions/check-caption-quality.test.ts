import { describe, expect, it } from "vitest";
import { blockingCaptionFailures } from "./caption-rules";
import { checkCaptionQuality } from "./check-caption-quality";
import { composeCaption } from "./compose-caption";

const failed = (caption: string, altText: string, language: Parameters<typeof checkCaptionQuality>[1] = "en") =>
  Object.fromEntries(blockingCaptionFailures(checkCaptionQuality({ caption, altText }, language)).map((check) => [check.id, check.message]));

describe("checkCaptionQuality", () => {
  it("passes real captions, and the offline composer's with the host's picks", () => {
    expect(failed("Bedroom with a king bed and a mountain view", "A bedroom with a king bed and two armchairs by a sliding door.")).toEqual({});
    expect(failed("Hillside view with pines", "A green hillside with pine trees and stone houses.")).toEqual({});
    const composed = composeCaption({ roomType: "kitchen", features: ["double ovens", "island"] });
    expect(failed(composed.caption, composed.altText)).toEqual({});
  });

  it("refuses a one-word caption, a short alt text and untrimmed text", () => {
    expect(failed("morning", "window clean")).toEqual({
      "caption-answer-length": "The caption “morning” has 1 word: write at least 2; The alt text “window clean” has 2 words: write at least 4",
    });
    expect(failed(" Bedroom with a view", "A bedroom with a wide window.")["caption-answer-length"]).toBe("The caption starts or ends with spaces: remove them");
  });

  it("refuses another language, repeats, non-words and the caption given again as alt text", () => {
    expect(failed("Cocina con horno doble", "Una cocina con dos hornos y una isla de madera en el centro.")["caption-answer-language"]).toBe(
      "The caption and alt text are written in Spanish: write them in English",
    );
    expect(failed("Kitchen kitchen kitchen", "A kitchen with an island.")["caption-answer-degenerate"]).toBe("The caption repeats “kitchen” three times in a row: write it once");
    expect(failed("Xkqzt brpl kitchen", "A kitchen with an island.")["caption-answer-degenerate"]).toContain("not words (“Xkqzt”, “brpl”)");
    expect(failed("Sunny terrace", "sunny terrace near river garden bright")["caption-answer-language"]).toBe(
      "The alt text “sunny terrace near river garden bright” is a list of words, not a sentence in English: write one sentence, starting with a capital letter and ending with a full stop",
    );
    expect(failed("Kitchen with an island", "Kitchen with an island.")["caption-answer-degenerate"]).toContain("The alt text is the caption again");
  });
});
