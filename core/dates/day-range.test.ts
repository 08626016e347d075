import { describe, expect, it } from "vitest";
import { MAX_RANGE_DAYS, resolveDayRange } from "./day-range";

const now = new Date("2026-03-10T23:30:00Z");

describe("resolveDayRange", () => {
  it("defaults to the 30 days that end today (UTC), both ends included", () => {
    const range = resolveDayRange({}, now)!;
    expect(range).toMatchObject({ from: "2026-02-09", to: "2026-03-10" });
    expect(range.days).toHaveLength(30);
    expect(range.days.at(0)).toBe("2026-02-09");
    expect(range.days.at(-1)).toBe("2026-03-10");
    expect(range.start.toISOString()).toBe("2026-02-09T00:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-03-11T00:00:00.000Z");
  });

  it("takes one day as a range of one", () => {
    expect(resolveDayRange({ from: "2026-01-05", to: "2026-01-05" }, now)?.days).toEqual(["2026-01-05"]);
  });

  it("counts across a month end and a leap day", () => {
    expect(resolveDayRange({ from: "2028-02-27", to: "2028-03-01" }, now)?.days).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
  });

  it("puts `from` 29 days before a given `to`", () => {
    expect(resolveDayRange({ to: "2026-01-30" }, now)?.from).toBe("2026-01-01");
  });

  it("refuses a start after the end, and a range longer than the maximum", () => {
    expect(resolveDayRange({ from: "2026-03-11", to: "2026-03-10" }, now)).toBeNull();
    expect(resolveDayRange({ from: "2025-01-01", to: "2026-01-01" }, now)?.days).toHaveLength(MAX_RANGE_DAYS);
    expect(resolveDayRange({ from: "2024-01-01", to: "2026-01-01" }, now)).toBeNull();
  });
});
