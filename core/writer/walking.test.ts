import { describe, expect, it } from "vitest";
import { describeDistance, formatDistance, formatWalk, unitsForCountry, walkingMinutes } from "./walking";

describe("walkingMinutes", () => {
  it("is about 80 m a minute, rounded, and never under one", () => {
    expect(walkingMinutes(0)).toBe(1);
    expect(walkingMinutes(30)).toBe(1);
    expect(walkingMinutes(300)).toBe(4);
    expect(walkingMinutes(650)).toBe(8);
    expect(walkingMinutes(1240)).toBe(16);
  });
});

describe("formatDistance", () => {
  it("gives metres to the nearest 10 below a kilometre, then kilometres", () => {
    expect(formatDistance(4)).toBe("10 m");
    expect(formatDistance(347)).toBe("350 m");
    expect(formatDistance(1000)).toBe("1 km");
    expect(formatDistance(1240)).toBe("1.2 km");
    expect(formatDistance(12_400)).toBe("12 km");
  });

  it("gives feet and miles in the United States", () => {
    expect(unitsForCountry("United States")).toBe("imperial");
    expect(unitsForCountry("Belgium")).toBe("metric");
    expect(formatDistance(100, "imperial")).toBe("330 ft");
    expect(formatDistance(1609, "imperial")).toBe("1 mile");
    expect(formatDistance(1240, "imperial")).toBe("0.8 miles");
    expect(formatDistance(20_000, "imperial")).toBe("12 miles");
  });
});

describe("describeDistance", () => {
  it("adds the walk when it is one, else says how far away", () => {
    expect(formatWalk(4)).toBe("a 4-minute walk");
    expect(describeDistance(300)).toBe("300 m, a 4-minute walk");
    expect(describeDistance(5000)).toBe("5 km away");
  });
});
