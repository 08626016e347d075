import { describe, expect, it } from "vitest";
import { DRAFT_MAX_DEPTH, nestsWithin, saveDraftRequestSchema } from "./listings";

function nested(levels: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe("the draft's facts", () => {
  it("take the form as it nests (location, house rules, lists)", () => {
    const facts = { propertyType: "Loft", location: { city: "Gent", country: "Belgium" }, houseRules: { checkIn: "15:00" }, amenities: ["Wifi"] };
    expect(saveDraftRequestSchema.safeParse({ facts }).success).toBe(true);
  });

  it(`refuse objects or arrays nested more than ${DRAFT_MAX_DEPTH} levels, even 100 000 deep, without overflowing`, () => {
    expect(nestsWithin(nested(DRAFT_MAX_DEPTH), DRAFT_MAX_DEPTH)).toBe(true);
    expect(nestsWithin(nested(DRAFT_MAX_DEPTH + 1), DRAFT_MAX_DEPTH)).toBe(false);
    expect(saveDraftRequestSchema.safeParse({ facts: { a: nested(100_000) } }).success).toBe(false);
    let list: unknown = [];
    for (let i = 0; i < 100_000; i++) list = [list];
    expect(saveDraftRequestSchema.safeParse({ facts: { list } }).success).toBe(false);
  });
});
