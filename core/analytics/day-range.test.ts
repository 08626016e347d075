import { describe, expect, it } from "vitest";
import { addDays, checkDayRange, countDays, isCalendarDay, listDays, resolveDayRange } from "./day-range";

describe("calendar days", () => {
  it("accepts real days only", () => {
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "2026-01-01T00:00:00Z", ""]) expect(isCalendarDay(bad)).toBe(false);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(countDays("2026-01-01", "2026-01-01")).toBe(1);
    expect(countDays("2026-01-01", "2026-12-31")).toBe(365);
  });

  it("lists every day of a range, both ends included; none when the range is backwards", () => {
    expect(listDays("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(listDays("2026-03-02", "2026-03-01")).toEqual([]);
  });
});

describe("resolveDayRange", () => {
  const today = "2026-11-22";
  it("defaults to the 30 days that end today", () => {
    expect(resolveDayRange({}, today)).toEqual({ from: "2026-10-24", to: today });
  });
  it("fills the missing end: 30 days before `to`, or up to today after `from`", () => {
    expect(resolveDayRange({ to: "2026-01-30" }, today)).toEqual({ from: "2026-01-01", to: "2026-01-30" });
    expect(resolveDayRange({ from: "2026-11-01" }, today)).toEqual({ from: "2026-11-01", to: today });
  });
  it("keeps a start in the future as the start of 30 days", () => {
    expect(resolveDayRange({ from: "2027-01-01" }, today)).toEqual({ from: "2027-01-01", to: "2027-01-30" });
  });
});

describe("checkDayRange", () => {
  it("allows one day up to 366 days", () => {
    expect(checkDayRange({ from: "2026-01-01", to: "2026-01-01" })).toBeUndefined();
    expect(checkDayRange({ from: "2028-01-01", to: "2028-12-31" })).toBeUndefined();
  });
  it("refuses a backwards range and one longer than 366 days, in words", () => {
    expect(checkDayRange({ from: "2026-01-02", to: "2026-01-01" })).toBe("The start date must be on or before the end date.");
    expect(checkDayRange({ from: "2026-01-01", to: "2027-01-02" })).toBe("Pick a range of at most 366 days.");
  });
});
