import { describe, expect, it } from "vitest";
import { scoreExternalBonus } from "./external-bonus";
import { buildGraderInput } from "../../test/support/grader-input";

describe("scoreExternalBonus", () => {
  it.each([
    ["nothing", {}, 0],
    ["qualityScore 8 (the threshold)", { qualityScore: 8 }, 0.05],
    ["qualityScore 7.9 (just below)", { qualityScore: 7.9 }, 0],
    ["qualityScore 10", { qualityScore: 10 }, 0.05],
    ["guest favourite", { isGuestFavorite: true }, 0.05],
    ["highlights not empty", { highlights: ["Great check-in experience"] }, 0.05],
    ["highlights empty", { highlights: [] }, 0],
    ["guest favourite and highlights count once", { isGuestFavorite: true, highlights: ["Self check-in"] }, 0.05],
    ["qualityScore 8 and guest favourite", { qualityScore: 8, isGuestFavorite: true }, 0.1],
  ])("%s → %f", (_name, listing, expected) => {
    expect(scoreExternalBonus(buildGraderInput(listing))).toBeCloseTo(expected, 12);
  });
});
