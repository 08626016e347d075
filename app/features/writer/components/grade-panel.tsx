import type { QualityResult } from "../../../../core/grader/types";
import { ScoreBar } from "../../grader/components/score-bar";

const PARTS = [
  ["title", "Title"],
  ["description", "Description"],
  ["amenities", "Amenities"],
] as const;

/** The grader's score of what was written: the same score hosts get for their current listing. */
export function GradePanel({ grade }: { grade: QualityResult }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm" aria-labelledby="grade-heading">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="grade-heading" className="font-semibold">
          Listing quality score
        </h2>
        <p className="text-2xl font-bold tabular-nums">
          {grade.overallScore}
          <span className="text-sm font-normal text-muted-foreground">/100 · {grade.label}</span>
        </p>
      </div>
      <dl className="flex flex-col gap-2">
        {PARTS.map(([key, label]) => {
          const percent = Math.round(grade.breakdown[key].score * 100);
          return (
            <div key={key} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-3 text-sm">
              <dt>{label}</dt>
              <dd>
                <ScoreBar percent={percent} label={`${label} score`} />
              </dd>
              <dd className="text-right tabular-nums">{percent}</dd>
            </div>
          );
        })}
      </dl>
      <p className="text-xs text-muted-foreground">A new listing has no reviews or photos yet; those parts of the score grow once guests book and review.</p>
    </section>
  );
}
