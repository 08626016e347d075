import { describe, expect, it } from "vitest";
import { walkingMinutes } from "../../../core/writer/walking";
import { haversineMeters } from "./walk-distance";

describe("haversineMeters", () => {
  it("measures one degree of latitude as 111,195 m and one of longitude as less away from the equator", () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195.08, 1);
    expect(haversineMeters({ lat: 60, lng: 0 }, { lat: 60, lng: 1 })).toBeCloseTo(55_596, -1);
  });

  it("is 0 for one point and the same both ways", () => {
    const a = { lat: 49.4402, lng: 1.0948 };
    const b = { lat: 49.4363438, lng: 1.1071413 };
    expect(haversineMeters(a, a)).toBe(0);
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 9);
    expect(Math.round(haversineMeters(a, b))).toBe(990);
  });
});

// The places ranking uses core/writer/walking.ts, the same rule the writer states distances with.
describe("walkingMinutes, as the places provider uses it", () => {
  it.each([
    [0, 1],
    [40, 1],
    [119, 1],
    [120, 2],
    [800, 10],
    [1500, 19],
  ])("%i m is %i min on foot (80 m a minute, at least 1)", (meters, minutes) => {
    expect(walkingMinutes(meters)).toBe(minutes);
  });
});
