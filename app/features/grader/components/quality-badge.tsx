import type { QualityLevel } from "../../../../core/grader/types";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import { levelClass } from "./score-style";

/**
 * The result's one quality label. The level (spec/GRADER.md) is the rule that also holds a listing at Low while one part
 * is weak, so it alone names the whole listing; the score's own word ("Good", "Average") could contradict it beside it
 * ("Medium quality" next to "Good") and stays for the parts' cards.
 */
export function describeQuality(level: QualityLevel): string {
  return `${level} quality`;
}

export function QualityBadge({ level }: { level: QualityLevel }) {
  return (
    <Badge variant="outline" className={cn("text-sm", levelClass(level))}>
      {describeQuality(level)}
    </Badge>
  );
}
