import type { OverviewTotals as Totals } from "../../../../contracts/admin-overview";
import { Card } from "../../../components/ui/card";
import { formatCount, MEASURE_LABELS } from "./overview-format";

/** One number per measure for the whole range. */
export function OverviewTotals({ totals }: { totals: Totals | undefined }) {
  const tiles = [
    { label: MEASURE_LABELS.pageViews, value: totals?.pageViews },
    { label: MEASURE_LABELS.signUps, value: totals?.signUps },
    { label: MEASURE_LABELS.analyses, value: totals?.analyses },
    {
      label: MEASURE_LABELS.generationsReady,
      value: totals?.generationsReady,
      hint: totals ? `${formatCount(totals.generationsFailed)} failed (refunded)` : undefined,
    },
    { label: MEASURE_LABELS.creditsSold, value: totals?.creditsSold },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map((tile) => (
        <Card key={tile.label} className="flex flex-col gap-1 p-4">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{tile.value === undefined ? "…" : formatCount(tile.value)}</dd>
          {tile.hint ? <dd className="text-xs text-muted-foreground">{tile.hint}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}
