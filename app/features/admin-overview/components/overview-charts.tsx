import type { ReactNode } from "react";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { AdminOverview, OverviewMeasure } from "../../../../contracts/admin-overview";
import { Card, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { describeSeries, formatCount, formatLongDay, formatShortDay, MEASURE_LABELS } from "./overview-format";

// recharts is loaded with this file only (React.lazy in admin-overview.tsx): the home page's JavaScript does not grow.
// No animation: the numbers are the point, and a chart caught halfway through drawing misleads.

const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
const TOOLTIP_STYLE = {
  contentStyle: { background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)", fontSize: 13 },
  labelStyle: { color: "var(--popover-foreground)", fontWeight: 600 },
  cursor: { fill: "var(--muted)", stroke: "var(--border)" },
};
const CHART_STYLE = { width: "100%", height: 240 };
const ACTIVITY: { measure: OverviewMeasure; color: string }[] = [
  { measure: "analyses", color: "var(--chart-2)" },
  { measure: "signUps", color: "var(--chart-3)" },
  { measure: "generationsReady", color: "var(--chart-5)" },
  { measure: "generationsFailed", color: "var(--chart-1)" },
];

function ChartCard({ id, title, summary, children }: { id: string; title: string; summary: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="m-0">
        <CardHeader className="pb-2">
          <CardTitle as="h3" id={`${id}-title`} className="text-base">
            {title}
          </CardTitle>
          <CardDescription id={`${id}-summary`}>{summary}</CardDescription>
        </CardHeader>
        <div className="px-2 pb-4 sm:px-4" data-testid={`chart-${id}`}>
          {children}
        </div>
      </figure>
    </Card>
  );
}

const PATH_LABEL_CHARS = 20;
/** A long path is cut in the axis label (the summary, the tooltip and the table have it whole). */
const shortenPath = (path: string) => (path.length > PATH_LABEL_CHARS ? `${path.slice(0, PATH_LABEL_CHARS - 1)}…` : path);
const series = (overview: AdminOverview, measure: OverviewMeasure) => overview.days.map((day) => ({ day: day.day, value: day[measure] }));
const dayAxis = <XAxis dataKey="day" tickFormatter={formatShortDay} tick={AXIS} tickLine={false} axisLine={false} minTickGap={24} />;
const countAxis = <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={40} tickFormatter={formatCount} />;
const grid = <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />;
const dayTooltip = <Tooltip {...TOOLTIP_STYLE} labelFormatter={(day) => formatLongDay(String(day))} formatter={(value) => formatCount(Number(value))} />;

/** The overview's four charts; each says in words what it shows (its description), and the table below has the numbers. */
export default function OverviewCharts({ overview }: { overview: AdminOverview }) {
  const topPaths = overview.topPaths.slice(0, 8);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard id="page-views" title="Page views per day" summary={describeSeries(MEASURE_LABELS.pageViews, series(overview, "pageViews"))}>
        <AreaChart responsive style={CHART_STYLE} data={overview.days} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          {grid}
          {dayAxis}
          {countAxis}
          {dayTooltip}
          <Area type="monotone" dataKey="pageViews" name={MEASURE_LABELS.pageViews} stroke="var(--chart-1)" fill="var(--chart-1)" fillOpacity={0.18} strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ChartCard>

      <ChartCard
        id="activity"
        title="Activity per day"
        summary={ACTIVITY.map(({ measure }) => describeSeries(MEASURE_LABELS[measure], series(overview, measure))).join(" ")}
      >
        <LineChart responsive style={CHART_STYLE} data={overview.days} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          {grid}
          {dayAxis}
          {countAxis}
          {dayTooltip}
          <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12, color: "var(--muted-foreground)" }} />
          {ACTIVITY.map(({ measure, color }) => (
            <Line key={measure} type="monotone" dataKey={measure} name={MEASURE_LABELS[measure]} stroke={color} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ChartCard>

      <ChartCard id="credits-sold" title="Listing credits sold per day" summary={describeSeries(MEASURE_LABELS.creditsSold, series(overview, "creditsSold"))}>
        <BarChart responsive style={CHART_STYLE} data={overview.days} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          {grid}
          {dayAxis}
          {countAxis}
          {dayTooltip}
          <Bar dataKey="creditsSold" name={MEASURE_LABELS.creditsSold} fill="var(--chart-4)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>

      <ChartCard
        id="top-paths"
        title="Most viewed pages"
        summary={topPaths.length === 0 ? "No page views in this range." : `Most viewed: ${topPaths.slice(0, 3).map((p) => `${p.path} (${formatCount(p.views)})`).join(", ")}.`}
      >
        <BarChart responsive layout="vertical" style={CHART_STYLE} data={topPaths} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid horizontal={false} stroke="var(--border)" strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} tickFormatter={formatCount} />
          <YAxis type="category" dataKey="path" tick={AXIS} tickLine={false} axisLine={false} width={150} interval={0} tickFormatter={shortenPath} />
          <Tooltip {...TOOLTIP_STYLE} formatter={(value) => formatCount(Number(value))} />
          <Bar dataKey="views" name={MEASURE_LABELS.pageViews} fill="var(--chart-2)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
    </div>
  );
}
