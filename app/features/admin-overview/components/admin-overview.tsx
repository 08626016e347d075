import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { checkDayRange, isCalendarDay, resolveDayRange, toCalendarDay } from "../../../../core/analytics/day-range";
import { Alert } from "../../../components/ui/alert";
import { type OverviewRange, useAdminOverview } from "../api/get-admin-overview";
import { formatLongDay } from "./overview-format";
import { OverviewDayTable } from "./overview-day-table";
import { OverviewRangePicker } from "./overview-range-picker";
import { OverviewTotals } from "./overview-totals";

// recharts (about 100 KB gzipped) loads only when an admin opens this tab.
const OverviewCharts = lazy(() => import("./overview-charts"));

function ChartsPlaceholder() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-[19rem] animate-pulse rounded-lg border bg-muted/40" />
      ))}
    </div>
  );
}

/** The range in the address (?from=&to=), or the last 30 days. */
function useOverviewRange(today: string): [OverviewRange, (next: OverviewRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = (name: string) => {
    const value = params.get(name);
    return value && isCalendarDay(value) ? value : undefined;
  };
  const wanted = resolveDayRange({ from: asked("from"), to: asked("to") }, today);
  const range = checkDayRange(wanted) ? resolveDayRange({}, today) : wanted;
  const setRange = (next: OverviewRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("from", next.from);
        updated.set("to", next.to);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [range, setRange];
}

/** Spec §2's analytics, read back: what visitors and users did over a range of days, with charts and the numbers. */
export function AdminOverview() {
  const today = toCalendarDay(new Date());
  const [range, setRange] = useOverviewRange(today);
  const overview = useAdminOverview(range);
  const data = overview.data;
  return (
    <section aria-labelledby="site-overview-heading" className="flex flex-col gap-6" aria-busy={overview.isFetching}>
      <div className="flex flex-col gap-1">
        <h2 id="site-overview-heading" className="text-xl font-semibold">
          Site overview
        </h2>
        <p className="text-sm text-muted-foreground">
          {formatLongDay(range.from)} to {formatLongDay(range.to)}, by UTC day. Page views are the route changes the web app reports.
        </p>
      </div>
      <OverviewRangePicker range={range} today={today} onChange={setRange} />
      {overview.error ? (
        <Alert variant="destructive" title="The overview could not be loaded">
          {overview.error.message}
        </Alert>
      ) : null}
      <OverviewTotals totals={data?.totals} />
      {data ? (
        <Suspense fallback={<ChartsPlaceholder />}>
          <OverviewCharts overview={data} />
        </Suspense>
      ) : (
        <ChartsPlaceholder />
      )}
      {data ? <OverviewDayTable overview={data} /> : null}
    </section>
  );
}
