import { describe, expect, it } from "vitest";
import { TEXT_MIN_LENGTH, validateListingText } from "./validate-listing-text";

describe("validateListingText (spec §5)", () => {
  it.each([
    ["empty text", ""],
    ["spaces only", "     "],
    ["whitespace and line breaks only", " \n\t\r\n "],
  ])('%s: "Please paste a listing description to analyze."', (_name, text) => {
    expect(validateListingText(text)).toEqual({
      code: "empty_text",
      message: "Please paste a listing description to analyze.",
    });
  });

  it("49 characters after trimming are too short, with the spec's toast title and message", () => {
    expect(validateListingText(`   ${"a".repeat(TEXT_MIN_LENGTH - 1)}   `)).toEqual({
      code: "text_too_short",
      title: "Text is too short",
      message: "Please enter at least 50 characters for accurate analysis.",
    });
  });

  it("exactly 50 characters are enough", () => {
    expect(validateListingText("a".repeat(TEXT_MIN_LENGTH))).toBeNull();
  });

  it("counts characters, not UTF-16 units: 49 emojis are still 49", () => {
    expect(validateListingText("🏠".repeat(49))?.code).toBe("text_too_short");
  });
});
