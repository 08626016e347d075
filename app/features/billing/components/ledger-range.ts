import type { TransactionFilters } from "../../../../contracts/billing";
import { CREDIT_KINDS, type CreditKind, TRANSACTION_TYPES, type TransactionType } from "../../../../core/credits/credit-rules";
import type { LedgerFilterValues } from "./ledger-filters";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant of a local calendar day ("2026-03-01" → its local midnight, as ISO 8601). */
export function localDayStart(day: string, addDays = 0): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date + addDays).toISOString();
}

/** The API's filters for the page's: a whole local day on both ends (`to` is the start of the day after). */
export function toTransactionFilters(values: LedgerFilterValues): TransactionFilters {
  return {
    type: values.type,
    kind: values.kind,
    from: values.fromDay ? localDayStart(values.fromDay) : undefined,
    to: values.toDay ? localDayStart(values.toDay, 1) : undefined,
  };
}

/** The page's filters from its address, ignoring anything that is not a known value. */
export function readLedgerSearch(search: URLSearchParams): LedgerFilterValues & { page: number } {
  const type = search.get("type");
  const kind = search.get("kind");
  const fromDay = search.get("from");
  const toDay = search.get("to");
  const page = Number(search.get("page"));
  return {
    type: (TRANSACTION_TYPES as readonly string[]).includes(type ?? "") ? (type as TransactionType) : undefined,
    kind: (CREDIT_KINDS as readonly string[]).includes(kind ?? "") ? (kind as CreditKind) : undefined,
    fromDay: fromDay && DAY.test(fromDay) ? fromDay : undefined,
    toDay: toDay && DAY.test(toDay) ? toDay : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeLedgerSearch(values: LedgerFilterValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  if (values.type) search.set("type", values.type);
  if (values.kind) search.set("kind", values.kind);
  if (values.fromDay) search.set("from", values.fromDay);
  if (values.toDay) search.set("to", values.toDay);
  if (page > 1) search.set("page", String(page));
  return search;
}
