import { and, eq } from "drizzle-orm";
import type { CreditKind } from "../../../core/credits/credit-rules";
import type { Database } from "../../db/client";
import { user } from "../../db/schema/auth";
import { creditTransactions, subscriptions } from "../../db/schema/billing";

/** A transaction handed to a callback by db.transaction(). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database or a transaction on it: each billing operation runs in its own transaction, nested as a savepoint. */
export type Executor = Database | Transaction;

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type LedgerRow = typeof creditTransactions.$inferSelect;
type NewLedgerRow = typeof creditTransactions.$inferInsert;

/** The subscriptions column that holds the balance of one kind of credit. */
export function balanceColumn(kind: CreditKind) {
  return kind === "listing" ? subscriptions.creditsRemaining : subscriptions.imageCaptionCredits;
}

/** The `set` of an update that writes `value` (usually an SQL expression) into the balance of `kind`. */
export function balanceSet(kind: CreditKind, value: unknown) {
  const key = kind === "listing" ? "creditsRemaining" : "imageCaptionCredits";
  return { [key]: value, updatedAt: new Date() } as Partial<SubscriptionRow>;
}

/**
 * Writes one ledger row; returns its id, or null when the ledger already holds a row of this type and kind for this
 * reference (the unique index makes a retried charge, refund or grant a no-op).
 */
export async function insertLedgerRow(db: Executor, row: NewLedgerRow): Promise<number | null> {
  const [inserted] = await db.insert(creditTransactions).values(row).onConflictDoNothing().returning({ id: creditTransactions.id });
  return inserted?.id ?? null;
}

export async function isAdminUser(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.role === "admin";
}

/** Thrown inside a transaction to roll it back when a retry finds its ledger row already written. */
export class AlreadyRecordedError extends Error {
  constructor() {
    super("already recorded");
    this.name = "AlreadyRecordedError";
  }
}

/** The amount (negative) the usage of `reference` took, or undefined when nothing was charged for it. */
export async function findUsageAmount(
  db: Executor,
  usage: { userId: string; kind: CreditKind; reference: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ amount: creditTransactions.amount })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, usage.userId),
        eq(creditTransactions.transactionType, "usage"),
        eq(creditTransactions.creditKind, usage.kind),
        eq(creditTransactions.reference, usage.reference),
      ),
    )
    .limit(1);
  return row?.amount;
}
