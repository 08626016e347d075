import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import type { TransactionFilters } from "../../../contracts/billing";
import { creditTransactions } from "../../db/schema/billing";
import { AppError } from "../../errors";

/** A date bound: an ISO date-time, or a bare date read as UTC midnight. */
function toInstant(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

/** The WHERE of one user's ledger under the filters: type, kind, and `from` (inclusive) to `to` (exclusive). */
export function ledgerConditions(userId: string, filters: TransactionFilters): SQL {
  const from = filters.from ? toInstant(filters.from) : undefined;
  const to = filters.to ? toInstant(filters.to) : undefined;
  if (from && to && from.getTime() > to.getTime()) throw new AppError("validation_failed", "from: must not be after to");
  const conditions = [
    eq(creditTransactions.userId, userId),
    filters.type ? eq(creditTransactions.transactionType, filters.type) : undefined,
    filters.kind ? eq(creditTransactions.creditKind, filters.kind) : undefined,
    from ? gte(creditTransactions.createdAt, from) : undefined,
    to ? lt(creditTransactions.createdAt, to) : undefined,
  ];
  return and(...conditions.filter((c) => c !== undefined))!;
}
