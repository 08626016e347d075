import type { AdminOverview, OverviewMeasure } from "../../../../contracts/admin-overview";
import { formatCount, formatLongDay, MEASURE_LABELS } from "./overview-format";

const COLUMNS: OverviewMeasure[] = ["pageViews", "signUps", "analyses", "generationsReady", "generationsFailed", "creditsSold"];

/** The charts' numbers, day by day (newest first), for reading and for screen readers. */
export function OverviewDayTable({ overview }: { overview: AdminOverview }) {
  return (
    <details className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <summary className="cursor-pointer font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        The numbers, day by day
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">
            Page views, sign-ups, analyses, listings and credits sold each day from {formatLongDay(overview.from)} to {formatLongDay(overview.to)} (UTC)
          </caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">
                Day
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
                  {MEASURE_LABELS[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...overview.days].reverse().map((day) => (
              <tr key={day.day} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap">
                  {formatLongDay(day.day)}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column} className="px-3 py-2 text-right tabular-nums">
                    {formatCount(day[column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
