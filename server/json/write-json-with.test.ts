import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { writeJsonWith } from "./write-json-with";

describe("writeJsonWith", () => {
  it("puts the written members after the object's own", () => {
    const text = writeJsonWith({ id: "a", score: 72 }, { result: JSON.stringify({ label: "Good", tips: ["x"] }) });
    expect(text).toBe('{"id":"a","score":72,"result":{"label":"Good","tips":["x"]}}');
  });

  it("writes an empty object's members without a leading comma, and the object alone when nothing is written", () => {
    expect(writeJsonWith({}, { result: "1" })).toBe('{"result":1}');
    expect(writeJsonWith({ a: 1 }, {})).toBe('{"a":1}');
  });

  it("leaves out what JSON.stringify leaves out (undefined members), and escapes the written names", () => {
    expect(JSON.parse(writeJsonWith({ a: undefined, b: null }, { 'say "hi"': "true" }))).toEqual({ b: null, 'say "hi"': true });
  });

  it("reads back as the object with the values put in", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (object, value) => {
        fc.pre(!("written" in object));
        const text = writeJsonWith(object, { written: JSON.stringify(value) });
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify({ ...object, written: value })));
      }),
    );
  });
});
