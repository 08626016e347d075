import { describe, expect, it } from "vitest";
import { formatContentDate } from "./content-date";

describe("formatContentDate", () => {
  it("writes every day of 2024-2027 as Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }) does", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatContentDate(iso)).toBe(intl.format(new Date(time)));
    }
  });

  it("refuses what is not a date", () => {
    expect(() => formatContentDate("2026-13-45")).toThrow(RangeError);
  });
});
