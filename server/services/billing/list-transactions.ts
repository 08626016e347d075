import { count, desc, type SQL } from "drizzle-orm";
import type { CreditTransaction, TransactionsPage, TransactionsQuery } from "../../../contracts/billing";
import type { Database } from "../../db/client";
import { creditTransactions } from "../../db/schema/billing";
import type { LedgerRow } from "./billing-db";
import { ledgerConditions } from "./ledger-conditions";

export function presentTransaction(row: LedgerRow): CreditTransaction {
  return {
    id: row.id,
    amount: row.amount,
    creditKind: row.creditKind,
    transactionType: row.transactionType,
    description: row.description,
    balanceAfter: row.balanceAfter,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first; rows of one instant (a purchase writes two) keep the order they were written in, reversed. */
export async function selectLedgerRows(db: Database, where: SQL, limit: number, offset = 0): Promise<LedgerRow[]> {
  return db
    .select()
    .from(creditTransactions)
    .where(where)
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(limit)
    .offset(offset);
}

/** A page of the user's ledger under the filters, with the total count for the pager. */
export async function listTransactions(db: Database, userId: string, query: TransactionsQuery): Promise<TransactionsPage> {
  const { page, pageSize, ...filters } = query;
  const where = ledgerConditions(userId, filters);
  const [rows, [total]] = await Promise.all([
    selectLedgerRows(db, where, pageSize, (page - 1) * pageSize),
    db.select({ value: count() }).from(creditTransactions).where(where),
  ]);
  return { items: rows.map(presentTransaction), page, pageSize, total: total?.value ?? 0 };
}
