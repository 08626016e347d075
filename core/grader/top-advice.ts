import { labelComponent } from "./labels";
import { GRADED_PARTS, type GradedPart, type QualityBreakdown } from "./types";

export interface PartAdvice {
  readonly part: GradedPart;
  readonly suggestion: string;
}

/** Below "Good" (65%): the part's card reads "Average" or "Needs Work". */
function needsAdvice(score: number): boolean {
  const label = labelComponent(score);
  return label === "Average" || label === "Needs Work";
}

/**
 * What a visitor is shown of the breakdown (DESIGN.md, grader results revised): the first suggestion of each part that
 * scores below "Good", weakest first. The spec's own "weak" (below 40%) would leave most real listings with no advice at
 * all, see docs/decisions/034-grader-advice-for-visitors.md. A part with no suggestion is left out.
 */
export function pickTopAdvice(breakdown: QualityBreakdown): PartAdvice[] {
  return GRADED_PARTS.filter((part) => needsAdvice(breakdown[part].score) && breakdown[part].suggestions.length > 0)
    .sort((a, b) => breakdown[a].score - breakdown[b].score)
    .map((part) => ({ part, suggestion: breakdown[part].suggestions[0]! }));
}
