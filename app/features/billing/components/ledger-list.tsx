import type { CreditTransaction } from "../../../../contracts/billing";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../lib/cn";
import { CREDIT_KIND_LABELS, formatAmount, formatDateTime, formatNumber, TRANSACTION_TYPE_LABELS } from "./billing-labels";

function AmountCell({ amount }: { amount: number }) {
  return <span className={cn("font-semibold tabular-nums", amount > 0 && "text-success", amount < 0 && "text-destructive")}>{formatAmount(amount)}</span>;
}

/** The ledger rows: a table from the small-tablet width up, stacked cards on a phone. */
export function LedgerList({ items, caption }: { items: CreditTransaction[]; caption: string }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border bg-card shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Date</th>
              <th scope="col" className="px-4 py-3 font-medium">Description</th>
              <th scope="col" className="px-4 py-3 font-medium">Type</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">Amount</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">Balance</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((item) => (
              <tr key={item.id}>
                <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </td>
                <td className="px-4 py-3">{item.description}</td>
                <td className="whitespace-nowrap px-4 py-3">
                  <Badge variant="outline">{TRANSACTION_TYPE_LABELS[item.transactionType]}</Badge>{" "}
                  <span className="text-xs text-muted-foreground">{CREDIT_KIND_LABELS[item.creditKind]}</span>
                </td>
                <td className="px-4 py-3 text-right">
                  <AmountCell amount={item.amount} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatNumber(item.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label={caption}>
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-medium break-words">{item.description}</span>
              <AmountCell amount={item.amount} />
            </div>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="outline">{TRANSACTION_TYPE_LABELS[item.transactionType]}</Badge>
              <span>{CREDIT_KIND_LABELS[item.creditKind]} credits</span>
            </div>
            <div className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              <span>Balance {formatNumber(item.balanceAfter)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
