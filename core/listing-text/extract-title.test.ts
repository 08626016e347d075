import { describe, expect, it } from "vitest";
import { extractTitle, FALLBACK_TITLE } from "./extract-title";

describe("extractTitle", () => {
  it("takes the first non-empty line, trimmed", () => {
    expect(extractTitle("\n\n   Sunny Alfama loft with river views  \nEntire rental unit")).toBe(
      "Sunny Alfama loft with river views",
    );
  });

  it("keeps a 99-character first line", () => {
    const line = "a".repeat(99);
    expect(extractTitle(`${line}\nmore`)).toBe(line);
  });

  it('a first line of 100 characters or more is a paragraph: "Listing from Text Analysis"', () => {
    expect(extractTitle(`${"a".repeat(100)}\nmore`)).toBe(FALLBACK_TITLE);
    expect(FALLBACK_TITLE).toBe("Listing from Text Analysis");
  });

  it("blank text gives the fallback title", () => {
    expect(extractTitle("  \n ")).toBe(FALLBACK_TITLE);
  });

  it("handles Windows line endings", () => {
    expect(extractTitle("Lake cabin\r\nWood stove")).toBe("Lake cabin");
  });
});
