import { Download } from "lucide-react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { LEDGER_PAGE_SIZE, ledgerCsvHref, useTransactions } from "../api/list-transactions";
import { type LedgerFilterValues, LedgerFilters } from "./ledger-filters";
import { LedgerList } from "./ledger-list";
import { PagePager } from "../../../components/ui/page-pager";
import { readLedgerSearch, toTransactionFilters, writeLedgerSearch } from "./ledger-range";

/** The whole ledger: filters and page in the address (so Back and links work), the rows, paging and the CSV export. */
export function CreditLedger() {
  const [search, setSearch] = useSearchParams();
  const { page, ...values } = readLedgerSearch(search);
  const filters = toTransactionFilters(values);
  const query = useTransactions(filters, page);
  const filtered = Object.values(values).some(Boolean);
  const update = (next: LedgerFilterValues, nextPage = 1) => setSearch(writeLedgerSearch(next, nextPage), { replace: true, preventScrollReset: true });
  return (
    <section aria-labelledby="ledger-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-heading" className="text-lg font-semibold">
          Transactions
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={ledgerCsvHref(filters)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <LedgerFilters values={values} onChange={(next) => update(next)} />
      {query.isError ? <Alert variant="destructive" title="The credit history could not be loaded.">{query.error.message}</Alert> : null}
      {query.data && query.data.items.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? "transaction" : "transactions"}
            {filtered ? " match these filters" : ""}, newest first.
          </p>
          <LedgerList items={query.data.items} caption="Credit transactions, newest first" />
          <PagePager label="Credit history pages" page={page} pageSize={LEDGER_PAGE_SIZE} total={query.data.total} onPage={(next) => update(values, next)} />
        </>
      ) : null}
      {query.data && query.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {filtered ? "No transactions match these filters." : "No transactions yet. Credits you buy and use will show here."}
        </p>
      ) : null}
    </section>
  );
}
