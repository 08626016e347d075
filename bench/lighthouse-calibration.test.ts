import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown } from "./lighthouse-calibration";

describe("calibratedCpuSlowdown", () => {
  it("gives Lighthouse's default 4x on the host the default was chosen for", () => {
    expect(calibratedCpuSlowdown(1533)).toBe(4);
  });

  it("follows the calculator's points and the lines between them", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
  });

  it("goes on past the last point at the same slope, for hosts faster than the reference", () => {
    expect(calibratedCpuSlowdown(2000)).toBe(6);
    expect(calibratedCpuSlowdown(1766)).toBe(5);
  });

  it("gives nothing for a host too slow to play the reference phone, or no index", () => {
    expect(calibratedCpuSlowdown(149)).toBeUndefined();
    expect(calibratedCpuSlowdown(Number.NaN)).toBeUndefined();
  });
});
