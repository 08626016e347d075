import { describe, expect, it } from "vitest";
import { jsonOnce, JsonText, stringifyWithJsonText } from "./json-text";

const tricky = `Quote " backslash \\ line separator \u2028 “curly” 🏡`;

describe("stringifyWithJsonText", () => {
  it("gives the same value as JSON.stringify, with a JsonText written as its text", () => {
    const result = { score: 87, notes: [tricky, null], nested: { ok: true } };
    const value = { id: "a", result: new JsonText(JSON.stringify(result)), at: new Date("2026-11-29T18:00:00Z"), skipped: undefined };
    const text = stringifyWithJsonText(value);
    expect(JSON.parse(text)).toEqual({ id: "a", result, at: "2026-11-29T18:00:00.000Z" });
  });

  it("writes the text exactly as given, after the other keys", () => {
    expect(stringifyWithJsonText({ a: new JsonText("[1, 2]"), b: 1 })).toBe('{"b":1,"a":[1, 2]}');
  });

  it("writes an object of only JsonText, and one with none as JSON.stringify does", () => {
    expect(stringifyWithJsonText({ a: new JsonText("1"), [tricky]: new JsonText('"x"') })).toBe(`{"a":1,${JSON.stringify(tricky)}:"x"}`);
    const plain = { a: tricky, b: [1, { c: null }] };
    expect(stringifyWithJsonText(plain)).toBe(JSON.stringify(plain));
    expect(stringifyWithJsonText({})).toBe("{}");
  });

  it("leaves the object it was given unchanged", () => {
    const value = { a: new JsonText("1"), b: 2 };
    stringifyWithJsonText(value);
    expect(Object.keys(value)).toEqual(["a", "b"]);
  });
});

describe("jsonOnce", () => {
  it("makes an object's JSON at the first call and gives the same text after", () => {
    const value = { score: 87, text: tricky };
    const first = jsonOnce(value);
    expect(first.json).toBe(JSON.stringify(value));
    expect(jsonOnce(value)).toBe(first);
    expect(jsonOnce({ ...value })).not.toBe(first);
  });
});
