import { describe, expect, it } from "vitest";
import { GRAMMAR_PATTERNS } from "./measure-writing";

// The finders the fixture tests rely on must find what they name, or "0 listings" would prove nothing.
describe("the grammar finders", () => {
  it("find a number one with a plural, and none in correct text", () => {
    const find = GRAMMAR_PATTERNS["one with a plural"];
    expect(find?.("Between them, the 1 bed sleep up to 4 guests. It sleeps up to 1 guest. It has 1 beds.")).toEqual(["the 1 bed sleep", "up to 1 guest", "1 beds"]);
    expect(find?.("It has 1 bed and 1 bathroom, for 1 guest. The 2 beds sleep up to 4 guests.")).toEqual([]);
  });

  it("find reasons run together with semicolons, and leave one semicolon alone", () => {
    const find = GRAMMAR_PATTERNS["semicolon list"];
    expect(find?.("It works well for remote workers, with wifi; families, with a crib; pet owners, as pets are allowed.")).toHaveLength(1);
    expect(find?.("For evenings in there is a TV; to get work done, a desk.")).toEqual([]);
  });

  it("find a bare plural after 'there is', and leave articles, counts and words ending in ss alone", () => {
    const find = GRAMMAR_PATTERNS["there is with a plural"];
    expect(find?.("For evenings in there is books and reading material. There is towels.")).toEqual(["there is books", "There is towels"]);
    expect(find?.("There is a gas stove, there is glass, there is wifi and there is 1 bathroom.")).toEqual([]);
  });
});
