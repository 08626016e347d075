import { describe, expect, it } from "vitest";
import { scoreHost, scoreHostValue } from "./score-host";
import { buildGraderInput } from "../../test/support/grader-input";

describe("scoreHostValue", () => {
  it.each([
    ["rating absent", null, false, 0.4],
    ["rating absent, superhost", null, true, 0.5],
    ["rating 0 counts as absent", 0, false, 0.4],
    ["rating 1.0 is floored at 0.4", 1, false, 0.4],
    ["rating 2.0 is exactly the floor", 2, false, 0.4],
    ["rating 2.5", 2.5, false, 0.5],
    ["rating 4.5", 4.5, false, 0.9],
    ["rating 4.5, superhost", 4.5, true, 1],
    ["rating 4.0, superhost", 4, true, 0.9],
    ["rating 5", 5, false, 1],
    ["rating 5, superhost, capped at 1", 5, true, 1],
    ["rating above 5 is capped", 7, false, 1],
  ])("%s → %f", (_name, rating, isSuperHost, expected) => {
    expect(scoreHostValue(rating, isSuperHost)).toBeCloseTo(expected, 12);
  });
});

describe("scoreHost reads the listing", () => {
  it("takes the superhost flag from hostData.isSuperHost", () => {
    expect(scoreHost(buildGraderInput({ rating: 4, hostData: { isSuperHost: true } })).score).toBeCloseTo(0.9, 12);
  });

  it("a negative or non-numeric rating counts as absent", () => {
    expect(scoreHost(buildGraderInput({ rating: -3 })).score).toBe(0.4);
    expect(scoreHost(buildGraderInput({ rating: Number.NaN })).score).toBe(0.4);
  });

  it("quotes the rating in its notes", () => {
    expect(scoreHost(buildGraderInput({ rating: 4.92 })).strengths).toContain("Guests rate you 4.92 out of 5");
    expect(scoreHost(buildGraderInput({ rating: 4.2 })).issues).toContain(
      "Your rating is 4.2 out of 5; guests favour 4.8 and above",
    );
    expect(scoreHost(buildGraderInput({})).issues[0]).toMatch(/^No guest rating yet/);
  });
});
