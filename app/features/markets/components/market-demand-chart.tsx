import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface MarketDemandChartProps {
  /** The comparable homes, most demand first. */
  homes: readonly { name: string; reviewsLastYear: number; topDemand: boolean }[];
  height?: number;
}

/** One bar per comparable home: its reviews in the last year, the most-booked in the primary colour (recharts, lazy). */
export default function MarketDemandChart({ homes, height = 180 }: MarketDemandChartProps) {
  const data = homes.map((home, index) => ({ rank: index + 1, ...home }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="rank" tick={{ fill: "var(--muted-foreground)", fontSize: 12 }} tickLine={false} axisLine={false} minTickGap={12} />
        <YAxis allowDecimals={false} tick={{ fill: "var(--muted-foreground)", fontSize: 12 }} tickLine={false} axisLine={false} width={40} />
        <Tooltip
          cursor={{ fill: "var(--muted)" }}
          labelFormatter={(_, payload) => String(payload?.[0]?.payload?.name ?? "")}
          formatter={(value) => [`${Number(value)} reviews in the last year`, ""]}
          contentStyle={{ background: "var(--popover)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--popover-foreground)" }}
        />
        <Bar dataKey="reviewsLastYear" radius={[3, 3, 0, 0]} isAnimationActive={false}>
          {data.map((home) => (
            <Cell key={home.rank} fill={home.topDemand ? "var(--primary)" : "var(--muted-foreground)"} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
