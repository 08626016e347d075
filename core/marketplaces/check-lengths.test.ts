import { describe, expect, it } from "vitest";
import { checkLength, checkMobileTitle, findOverflow, OVERFLOW_QUOTE_MAX } from "./check-lengths";

const text = (length: number): string => "x".repeat(length);

describe("Airbnb: title 50 characters, summary 500", () => {
  it("a 50-character title passes, 51 fails quoting what to trim", () => {
    expect(checkLength("airbnb", "title", text(50))?.passed).toBe(true);
    const title = "Bright 2BR apartment near the Old Town square, with a balcony";
    expect(checkLength("airbnb", "title", title)).toEqual({
      id: "title-length",
      marketplace: "airbnb",
      field: "title",
      severity: "error",
      passed: false,
      message: `Your title is ${title.length} characters; Airbnb cuts it at 50: try trimming “with a balcony”`,
    });
  });

  it("a 500-character summary passes, 501 fails", () => {
    expect(checkLength("airbnb", "summary", text(500))?.passed).toBe(true);
    expect(checkLength("airbnb", "summary", text(501))?.message).toBe(
      "Your “About this space” summary is 501 characters; Airbnb allows 500 at most: try trimming “x”",
    );
  });

  it("sets no limit on the description", () => {
    expect(checkLength("airbnb", "description", text(5000))).toBeUndefined();
  });

  it("counts an emoji as one character", () => {
    expect(checkLength("airbnb", "title", `${text(49)}🌊`)?.passed).toBe(true);
  });
});

describe("Airbnb mobile preview (about 32 characters)", () => {
  it("32 characters pass; 33 are a warning quoting what phones show", () => {
    expect(checkMobileTitle("airbnb", text(32))?.passed).toBe(true);
    const result = checkMobileTitle("airbnb", "Cozy Beach Loft with Ocean Views & Pool");
    expect(result?.severity).toBe("warning");
    expect(result?.message).toBe(
      "Phones show about the first 32 characters (“Cozy Beach Loft with Ocean Views…”): put what matters most first",
    );
  });

  it("applies to Airbnb only", () => {
    expect(checkMobileTitle("vrbo", text(60))).toBeUndefined();
  });
});

describe("Vrbo: headline 20-80, description at least 400", () => {
  it.each([
    [19, false],
    [20, true],
    [80, true],
    [81, false],
  ])("a %i-character headline passes: %s", (length, passed) => {
    expect(checkLength("vrbo", "title", text(length))?.passed).toBe(passed);
  });

  it("says how much a short headline and description lack", () => {
    expect(checkLength("vrbo", "title", "Lake cabin")?.message).toBe(
      "Your headline is 10 characters; Vrbo needs 20 to 80: add about 10 more",
    );
    expect(checkLength("vrbo", "description", text(250))?.message).toBe(
      "Your description is 250 characters; Vrbo asks for at least 400: add about 150 more",
    );
    expect(checkLength("vrbo", "description", text(400))?.passed).toBe(true);
  });
});

describe("Booking.com: title 3-255", () => {
  it.each([
    [2, false],
    [3, true],
    [255, true],
    [256, false],
  ])("a %i-character property name passes: %s", (length, passed) => {
    expect(checkLength("booking", "title", text(length))?.passed).toBe(passed);
  });
});

describe("findOverflow", () => {
  it("starts at the word the limit cuts through", () => {
    expect(findOverflow("one two three", 5)).toBe("two three");
    expect(findOverflow("one two three", 4)).toBe("two three");
  });

  it("falls back to the exact cut inside one long word", () => {
    expect(findOverflow("abcdefgh", 5)).toBe("fgh");
  });

  it("quotes the first characters of a long overflow, then an ellipsis", () => {
    const rest = `${"b".repeat(OVERFLOW_QUOTE_MAX - 1)} c`;
    expect(findOverflow(`aaaa ${rest}`, 5)).toBe(`${rest.slice(0, OVERFLOW_QUOTE_MAX).trim()}…`);
    expect(findOverflow(`aaaa ${rest.slice(0, OVERFLOW_QUOTE_MAX)}`, 5)).toBe(rest.slice(0, OVERFLOW_QUOTE_MAX).trim());
    expect(findOverflow(`aaaa ${"🌊".repeat(1_000_000)}`, 5)).toBe(`${"🌊".repeat(OVERFLOW_QUOTE_MAX)}…`);
  });
});
