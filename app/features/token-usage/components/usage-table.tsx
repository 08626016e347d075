import type { TokenUsageTotals } from "../../../../contracts/token-usage";
import { formatCount, formatMicroUsd } from "./usage-format";

export interface UsageRow extends TokenUsageTotals {
  key: string;
  name: string;
  detail?: string;
}

/** Calls, tokens and cost per model or per user; scrolls sideways on a phone rather than squeezing the numbers. */
export function UsageTable({ title, firstColumn, rows }: { title: string; firstColumn: string; rows: UsageRow[] }) {
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="bg-muted/60 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {firstColumn}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Calls
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Input tokens
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Output tokens
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Estimated cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="min-w-52 px-4 py-2 text-left font-medium">
                  <span className="break-words">{row.name}</span>
                  {row.detail ? <span className="block text-xs font-normal text-muted-foreground">{row.detail}</span> : null}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{formatCount(row.calls)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatCount(row.inputTokens)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatCount(row.outputTokens)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatMicroUsd(row.costMicroUsd)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
