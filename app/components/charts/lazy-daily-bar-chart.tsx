import { lazy, Suspense } from "react";
import type { DailyBarChartProps } from "./daily-bar-chart";

const DailyBarChart = lazy(() => import("./daily-bar-chart"));

/**
 * The daily bar chart, with recharts in a chunk of its own fetched when a chart first shows (the home page never
 * loads it). `label` names the chart for screen readers; `summary` says in words what it shows.
 */
export function LazyDailyBarChart({ label, summary, ...props }: DailyBarChartProps & { label: string; summary: string }) {
  const height = props.height ?? 240;
  return (
    <figure className="flex flex-col gap-2">
      <div role="img" aria-label={`${label}: ${summary}`} data-testid={`chart-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`}>
        <Suspense fallback={<div className="animate-pulse rounded-md bg-muted" style={{ height }} />}>
          <DailyBarChart {...props} />
        </Suspense>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
