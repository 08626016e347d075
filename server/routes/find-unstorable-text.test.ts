import { describe, expect, it } from "vitest";
import { findUnstorableText } from "./find-unstorable-text";

describe("findUnstorableText", () => {
  it("finds NUL in a string, a nested field, an array item or a key, and names where", () => {
    expect(findUnstorableText("a\u0000b")).toBe("");
    expect(findUnstorableText({ facts: { location: { city: "Gent\u0000" } } })).toBe("facts.location.city");
    expect(findUnstorableText({ amenities: ["Wifi", "\u0000"] })).toBe("amenities.1");
    expect(findUnstorableText({ facts: { "bad\u0000key": 1 } })).toBe("facts");
  });

  it("finds a lone high or low surrogate, but not a pair", () => {
    expect(findUnstorableText({ title: "a\ud800" })).toBe("title");
    expect(findUnstorableText({ title: "\udfffb" })).toBe("title");
    expect(findUnstorableText({ title: "\udc00\ud800" })).toBe("title");
    expect(findUnstorableText({ title: "🏡 \ud83c\udfe1" })).toBeNull();
  });

  it("passes text without them, the escapes written out as text, numbers, files and nulls", () => {
    expect(findUnstorableText({ name: "\\u0000 and \\ud800 are fine as text", n: 0, none: null, photo: new File(["\u0000"], "a.jpg") })).toBeNull();
  });

  it("walks a deeply nested value without overflowing the stack", () => {
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findUnstorableText(deep)).toMatch(/^a(\.a)+$/);
  });
});
