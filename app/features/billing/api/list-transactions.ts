import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type TransactionFilters, type TransactionsPage, transactionsPageSchema } from "../../../../contracts/billing";
import { requestApi } from "../../../lib/api-client";

export const transactionsQueryKey = ["billing", "transactions"] as const;
export const LEDGER_PAGE_SIZE = 10;

/** The ledger's query string for these filters (the CSV export takes the same). */
export function toLedgerSearch(filters: TransactionFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function ledgerCsvHref(filters: TransactionFilters): string {
  return `/api/v1/credits/transactions.csv${toLedgerSearch(filters)}`;
}

export async function listTransactions(filters: TransactionFilters, page: number, pageSize: number): Promise<TransactionsPage> {
  const search = toLedgerSearch(filters, { page: String(page), pageSize: String(pageSize) });
  return transactionsPageSchema.parse(await requestApi(`/api/v1/credits/transactions${search}`));
}

/** A page of the signed-in user's ledger, newest first. */
export function useTransactions(filters: TransactionFilters, page: number, pageSize = LEDGER_PAGE_SIZE) {
  return useQuery({
    queryKey: [...transactionsQueryKey, filters, page, pageSize],
    queryFn: () => listTransactions(filters, page, pageSize),
    placeholderData: keepPreviousData,
  });
}
