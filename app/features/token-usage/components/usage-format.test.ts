import { describe, expect, it } from "vitest";
import { formatMicroUsd, lastDays } from "./usage-format";

describe("formatMicroUsd", () => {
  it.each([
    [0, "$0.00"],
    [120, "$0.0001"],
    [24_100, "$0.0241"],
    [999_999, "$1.0000"],
    [1_000_000, "$1.00"],
    [12_400_000, "$12.40"],
    [1_234_567_890, "$1,234.57"],
  ])("%i micro-dollars read %s", (micro, text) => expect(formatMicroUsd(micro)).toBe(text));
});

describe("lastDays", () => {
  it("ends today (UTC) and counts both ends", () => {
    expect(lastDays(7, new Date("2026-03-10T23:00:00Z"))).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(lastDays(1, new Date("2026-03-10T00:00:00Z"))).toEqual({ from: "2026-03-10", to: "2026-03-10" });
  });
});
