import { Download } from "lucide-react";
import { useId, useState } from "react";
import type { TokenUsageReport as Report } from "../../../../contracts/token-usage";
import { LazyDailyBarChart } from "../../../components/charts/lazy-daily-bar-chart";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { type DayRangeChoice, tokenUsageCsvHref, useTokenUsage } from "../api/get-token-usage";
import { formatCount, formatMicroUsd, lastDays } from "./usage-format";
import { UsageTable } from "./usage-table";

const PRESETS = [7, 30, 90];

function RangePicker({ range, onChange }: { range: DayRangeChoice; onChange: (range: DayRangeChoice) => void }) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor={fromId}>From</Label>
        <Input id={fromId} type="date" className="w-40" value={range.from} max={range.to} onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={toId}>To</Label>
        <Input id={toId} type="date" className="w-40" value={range.to} min={range.from} onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })} />
      </div>
      <div className="flex gap-1" role="group" aria-label="Quick ranges">
        {PRESETS.map((days) => (
          <Button key={days} variant="ghost" size="sm" onClick={() => onChange(lastDays(days))}>
            Last {days} days
          </Button>
        ))}
      </div>
    </div>
  );
}

function Totals({ report }: { report: Report }) {
  const items = [
    ["Model calls", formatCount(report.totals.calls)],
    ["Input tokens", formatCount(report.totals.inputTokens)],
    ["Output tokens", formatCount(report.totals.outputTokens)],
    ["Estimated cost", formatMicroUsd(report.totals.costMicroUsd)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border bg-card p-4 shadow-sm">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts({ report }: { report: Report }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Tokens per day</CardTitle>
        </CardHeader>
        <CardContent>
          <LazyDailyBarChart
            label="Tokens per day"
            summary={`${formatCount(report.totals.inputTokens)} input and ${formatCount(report.totals.outputTokens)} output tokens from ${report.from} to ${report.to}`}
            data={report.byDay.map((d) => ({ day: d.day, input: d.inputTokens, output: d.outputTokens }))}
            series={[
              { key: "input", label: "Input", color: "var(--primary)" },
              { key: "output", label: "Output", color: "var(--success)" },
            ]}
            stacked
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Estimated cost per day</CardTitle>
        </CardHeader>
        <CardContent>
          <LazyDailyBarChart
            label="Estimated cost per day"
            summary={`${formatMicroUsd(report.totals.costMicroUsd)} estimated from ${report.from} to ${report.to}`}
            data={report.byDay.map((d) => ({ day: d.day, cost: d.costMicroUsd }))}
            series={[{ key: "cost", label: "Estimated cost", color: "var(--warning)" }]}
            formatValue={formatMicroUsd}
          />
        </CardContent>
      </Card>
    </div>
  );
}

/** Admins: model tokens and estimated cost by day, model and user, for a range of days, with the CSV export. */
export function TokenUsageReport() {
  const [range, setRange] = useState<DayRangeChoice>(() => lastDays(30));
  const query = useTokenUsage(range);
  const report = query.data;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <RangePicker range={range} onChange={setRange} />
        <Button asChild variant="outline">
          <a href={tokenUsageCsvHref(range)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      {query.error ? <Alert variant="destructive" title="The token usage could not be loaded.">{query.error.message}</Alert> : null}
      {query.isPending ? <div className="h-64 animate-pulse rounded-lg bg-muted" /> : null}
      {report ? (
        <>
          <Totals report={report} />
          {report.totals.calls === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              No model calls from {report.from} to {report.to}. The writer records every call it makes to an AI model here; the offline writer makes none.
            </p>
          ) : (
            <>
              <Charts report={report} />
              <UsageTable
                title="By model"
                firstColumn="Model"
                rows={report.byModel.map((m) => ({ key: `${m.provider}/${m.model}`, name: m.model, detail: m.provider, ...m }))}
              />
              <UsageTable
                title="By user"
                firstColumn="User"
                rows={report.byUser.map((u) => ({ key: u.userId ?? "deleted", name: u.email ?? "Deleted user", ...u }))}
              />
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
