import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useTransactions } from "../api/list-transactions";
import { LedgerList } from "./ledger-list";

const RECENT_ROWS = 5;

/**
 * The dashboard's latest ledger rows, with the way to the whole history. With nothing yet, the next step: buying
 * credits, or, for someone who already holds some (an admin's grant, a gift), writing the first listing.
 */
export function RecentActivity({ holdsCredits = false }: { holdsCredits?: boolean }) {
  const query = useTransactions({}, 1, RECENT_ROWS);
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby="recent-activity-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-activity-heading" className="text-lg font-semibold">
          Recent activity
        </h2>
        <Link to="/credit-history" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          Credit history <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {items.length > 0 ? (
        <LedgerList items={items} caption="Your latest credit transactions" />
      ) : query.isSuccess ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {holdsCredits ? (
            <>
              Nothing yet. <Link to="/create-listing" className="font-medium text-primary hover:underline">Write your first listing</Link>: each one
              uses a credit and shows here.
            </>
          ) : (
            <>
              Nothing yet. Buy credits on the <Link to="/pricing" className="font-medium text-primary hover:underline">pricing page</Link>, then write
              your first listing.
            </>
          )}
        </p>
      ) : null}
    </section>
  );
}
