import { keepPreviousData, queryOptions, useQuery } from "../../../lib/query";
import type { TransactionFilters, TransactionsPage } from "../../../../contracts/billing";
import { api, dataParsedBy } from "../../../lib/api";
import { apiPath } from "../../../lib/api-client";

export const transactionsQueryKey = ["billing", "transactions"] as const;
export const LEDGER_PAGE_SIZE = 10;

/** The filters that are set (an empty one is left out of the query). */
function setFilters(filters: TransactionFilters): TransactionFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
}

/** The ledger's query string for these filters (the CSV export takes the same). */
export function toLedgerSearch(filters: TransactionFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...extra, ...setFilters(filters) });
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The "Export CSV" link: the browser downloads the file itself. */
export function ledgerCsvHref(filters: TransactionFilters): string {
  return `${apiPath("/credits/transactions.csv")}${toLedgerSearch(filters)}`;
}

export async function listTransactions(filters: TransactionFilters, page: number, pageSize: number): Promise<TransactionsPage> {
  const schema = import("../../../../contracts/billing").then((contract) => contract.transactionsPageSchema);
  return dataParsedBy(schema, api.GET("/credits/transactions", { params: { query: { page, pageSize, ...setFilters(filters) } } }));
}

/** A page of the signed-in user's ledger, newest first. */
export function transactionsQuery(filters: TransactionFilters, page: number, pageSize = LEDGER_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...transactionsQueryKey, filters, page, pageSize],
    queryFn: () => listTransactions(filters, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(filters: TransactionFilters, page: number, pageSize = LEDGER_PAGE_SIZE) {
  return useQuery(transactionsQuery(filters, page, pageSize));
}
