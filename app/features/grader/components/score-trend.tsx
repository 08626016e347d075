import type { GradeHistoryItem } from "../../../../contracts/grader";

const WIDTH = 96;
const HEIGHT = 28;

/** A listing's scores over time as a small line (40-100 is the score's range), with the figures for screen readers. */
export function ScoreTrend({ points }: { points: GradeHistoryItem["scoreHistory"] }) {
  if (points.length < 2) return null;
  const step = WIDTH / (points.length - 1);
  const y = (score: number) => HEIGHT - 2 - ((Math.max(40, score) - 40) / 60) * (HEIGHT - 4);
  const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${(index * step).toFixed(1)},${y(point.overallScore).toFixed(1)}`).join(" ");
  const figures = points.map((point) => point.overallScore).join(" → ");
  return (
    <span className="inline-flex items-center gap-2 text-xs text-muted-foreground">
      <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="overflow-visible">
        <path d={path} fill="none" stroke="currentColor" strokeWidth={2} className="text-primary" strokeLinejoin="round" />
      </svg>
      <span>Score over time: {figures}</span>
    </span>
  );
}
