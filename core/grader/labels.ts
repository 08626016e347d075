import type { QualityLevel, ScoreLabel } from "./types";

export const LABEL_THRESHOLDS = { excellent: 80, good: 65, average: 40 } as const;
/** A component below this is weak, and a weak component makes the whole listing "Low". */
export const WEAK_COMPONENT_THRESHOLD = 0.4;
export const MEDIUM_LEVEL_THRESHOLD = 40;
export const HIGH_LEVEL_THRESHOLD = 75;

/** The label of a 0-100 score: 80+ Excellent, 65+ Good, 40+ Average, below that Needs Work. */
export function labelScore(percent: number): ScoreLabel {
  if (percent >= LABEL_THRESHOLDS.excellent) return "Excellent";
  if (percent >= LABEL_THRESHOLDS.good) return "Good";
  if (percent >= LABEL_THRESHOLDS.average) return "Average";
  return "Needs Work";
}

/**
 * The label of a 0-1 component, read as component × 100. The product is rounded to 9 decimals so that floating-point
 * noise (0.7 + 0.1 = 0.7999999999999999) cannot drop a card shown as "0.80" below "Excellent".
 */
export function labelComponent(score: number): ScoreLabel {
  return labelScore(Math.round(score * 100 * 1e9) / 1e9);
}

/** Low when the score is below 40 or any component is weak; else Medium below 75; else High. */
export function levelQuality(overallScore: number, hasWeakComponent: boolean): QualityLevel {
  if (overallScore < MEDIUM_LEVEL_THRESHOLD || hasWeakComponent) return "Low";
  if (overallScore < HIGH_LEVEL_THRESHOLD) return "Medium";
  return "High";
}
