import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour, e.g. "var(--primary)". */
  color: string;
}

export interface DailyBarChartProps {
  /** One entry per day ("YYYY-MM-DD" in `day`), oldest first. */
  data: readonly Record<string, string | number>[];
  series: readonly ChartSeries[];
  /** Stack the series in one bar per day (e.g. input and output tokens). */
  stacked?: boolean;
  /** For the tooltip, and the axis unless formatTick is given. */
  formatValue?: (value: number) => string;
  formatTick?: (value: number) => string;
  height?: number;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const formatDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

/** Bars per day, from recharts: loaded on its own (lazy-daily-bar-chart.tsx) so pages without charts do not carry it. */
export default function DailyBarChart({ data, series, stacked = false, formatValue, formatTick, height = 240 }: DailyBarChartProps) {
  const tooltipValue = formatValue ?? ((v: number) => v.toLocaleString("en-US"));
  const tickValue = formatTick ?? formatValue ?? ((v: number) => compact.format(v));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="day" tickFormatter={formatDay} tick={{ fill: "var(--muted-foreground)", fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis allowDecimals={false} tickFormatter={(v: number) => tickValue(v)} tick={{ fill: "var(--muted-foreground)", fontSize: 12 }} tickLine={false} axisLine={false} width={56} />
        <Tooltip
          cursor={{ fill: "var(--muted)" }}
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value) => tooltipValue(Number(value))}
          contentStyle={{ background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)" }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, index) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            stackId={stacked ? "day" : undefined}
            radius={!stacked || index === series.length - 1 ? [3, 3, 0, 0] : 0}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
