import type { GraderInput } from "./types";

/** A provider's quality figure (0-10) at or above this earns QUALITY_SCORE_BONUS. */
export const QUALITY_SCORE_THRESHOLD = 8;
export const QUALITY_SCORE_BONUS = 0.05;
/** For the golden laurel (guest favourite) or any marketplace highlight. */
export const RECOGNITION_BONUS = 0.05;

/** Not a component: added to the weighted sum before the floor and cap. */
export function scoreExternalBonus(
  input: Pick<GraderInput, "qualityScore" | "isGuestFavorite" | "highlightCount">,
): number {
  let bonus = 0;
  if (input.qualityScore !== null && input.qualityScore >= QUALITY_SCORE_THRESHOLD) bonus += QUALITY_SCORE_BONUS;
  if (input.isGuestFavorite || input.highlightCount > 0) bonus += RECOGNITION_BONUS;
  return bonus;
}
