import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupDigits } from "./group-digits";

describe("groupDigits", () => {
  it("groups thousands by commas", () => {
    expect(groupDigits(0)).toBe("0");
    expect(groupDigits(999)).toBe("999");
    expect(groupDigits(1_000)).toBe("1,000");
    expect(groupDigits(50_000)).toBe("50,000");
    expect(groupDigits(-1_000_000)).toBe("-1,000,000");
    expect(groupDigits(-0)).toBe((-0).toLocaleString("en-US"));
  });

  it("writes every whole number as toLocaleString('en-US') does", () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (count) => groupDigits(count) === count.toLocaleString("en-US")));
  });

  it("refuses a number that is not whole", () => {
    expect(() => groupDigits(1.5)).toThrow(RangeError);
    expect(() => groupDigits(Number.NaN)).toThrow(RangeError);
  });
});
