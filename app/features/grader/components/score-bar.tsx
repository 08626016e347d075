import { cn } from "../../../lib/cn";
import { barClass } from "./score-style";

/** A 0-100 score as a bar; the number itself is written beside it by the caller. */
export function ScoreBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div className={cn("h-full rounded-full", barClass(percent))} style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
    </div>
  );
}
