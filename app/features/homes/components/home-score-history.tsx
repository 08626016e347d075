import type { HomeScore } from "../../../../contracts/homes";
import { describeScore, SCORE_KIND_WORDS } from "./home-words";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const WIDTH = 320;
const HEIGHT = 72;
const PAD = 6;

/** The scores as a line with a dot a point, on the grader's 0-100 scale, drawn once there are two points to join. */
function ScoreLine({ scores }: { scores: readonly HomeScore[] }) {
  if (scores.length < 2) return null;
  const step = (WIDTH - 2 * PAD) / (scores.length - 1);
  const y = (score: number) => HEIGHT - PAD - (score / 100) * (HEIGHT - 2 * PAD);
  const points = scores.map((score, index) => [PAD + index * step, y(score.overallScore)] as const);
  return (
    <div className="flex items-stretch gap-2 text-xs text-muted-foreground">
      <span className="flex flex-col justify-between tabular-nums" aria-hidden="true">
        <span>100</span>
        <span>0</span>
      </span>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-md rounded-sm border bg-background text-primary" aria-hidden="true">
        <polyline points={points.map(([x, py]) => `${x},${py}`).join(" ")} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
        {points.map(([x, py], index) => (
          <circle key={index} cx={x} cy={py} r={3.5} fill="currentColor" />
        ))}
      </svg>
    </div>
  );
}

/** The home's score over time, oldest first: each point with what made it (written, edited, graded) and when. */
export function HomeScoreHistory({ scores }: { scores: readonly HomeScore[] }) {
  return (
    <section aria-labelledby="home-scores-heading" className="flex flex-col gap-3">
      <h2 id="home-scores-heading" className="text-xl font-semibold">
        Score over time
      </h2>
      {scores.length === 0 ? (
        <p className="text-sm text-muted-foreground">No score yet: a listing written for this home, or a grade, adds the first one.</p>
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
          <ScoreLine scores={scores} />
          <ol className="flex flex-col divide-y text-sm" aria-label="Scores, oldest first">
            {scores.map((score, index) => (
              <li key={`${score.createdAt}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="font-medium">{SCORE_KIND_WORDS[score.kind]}</span>
                <span className="flex flex-wrap items-baseline gap-x-3 text-muted-foreground">
                  <span className="font-semibold text-foreground tabular-nums">{describeScore(score.overallScore)}</span>
                  <time dateTime={score.createdAt}>{dateFormat.format(new Date(score.createdAt))}</time>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
