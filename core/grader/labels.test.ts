import { describe, expect, it } from "vitest";
import { labelComponent, labelScore, levelQuality } from "./labels";

describe("labelScore", () => {
  it.each([
    [100, "Excellent"],
    [80, "Excellent"],
    [79.99, "Good"],
    [65, "Good"],
    [64, "Average"],
    [40, "Average"],
    [39, "Needs Work"],
    [0, "Needs Work"],
  ])("%f → %s", (percent, label) => {
    expect(labelScore(percent)).toBe(label);
  });
});

describe("labelComponent reads a component × 100", () => {
  it("0.8 is Excellent, 0.65 Good, 0.4 Average, 0.0525 Needs Work", () => {
    expect(labelComponent(0.8)).toBe("Excellent");
    expect(labelComponent(0.65)).toBe("Good");
    expect(labelComponent(0.4)).toBe("Average");
    expect(labelComponent(0.0525)).toBe("Needs Work");
  });

  it("floating-point noise does not drop a label: 0.7 + 0.1 (0.7999999999999999) is Excellent", () => {
    expect(labelComponent(0.7 + 0.1)).toBe("Excellent");
    expect(labelComponent(0.7999)).toBe("Good");
  });
});

describe("levelQuality", () => {
  it.each([
    [39, false, "Low"],
    [40, false, "Medium"],
    [74, false, "Medium"],
    [75, false, "High"],
    [100, false, "High"],
    [75, true, "Low"],
    [100, true, "Low"],
    [40, true, "Low"],
  ])("score %i, weak component %s → %s", (score, weak, level) => {
    expect(levelQuality(score, weak)).toBe(level);
  });
});
