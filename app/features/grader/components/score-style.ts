import type { QualityLevel } from "../../../../core/grader/types";

/** Colour of a level badge: the text stays readable in light and dark themes. */
export function levelClass(level: QualityLevel): string {
  if (level === "High") return "border-success/40 bg-success/15 text-foreground";
  if (level === "Medium") return "border-warning/50 bg-warning/15 text-foreground";
  return "border-destructive/40 bg-destructive/10 text-foreground";
}

/** The bar's fill for a 0-100 score. */
export function barClass(percent: number): string {
  if (percent >= 75) return "bg-success";
  if (percent >= 40) return "bg-warning";
  return "bg-destructive";
}

/** A 0-1 component as a whole percentage. */
export const toPercent = (score: number) => Math.round(score * 100);
