import { and, eq, gte, lte, sql } from "drizzle-orm";
import { MAX_CREDIT_ADJUSTMENT, MAX_CREDIT_BALANCE } from "../../../core/credits/credit-adjustment";
import type { CreditKind } from "../../../core/credits/credit-rules";
import { subscriptions } from "../../db/schema/billing";
import { AppError } from "../../errors";
import { balanceColumn, balanceSet, type Executor, insertLedgerRow } from "./billing-db";
import { ensureSubscription } from "./ensure-subscription";

export interface CreditAdjustment {
  userId: string;
  kind: CreditKind;
  /** Signed: support adds credits (a goodwill grant) or takes them back (a correction). */
  amount: number;
  description: string;
}

/**
 * Support's change of a balance (`cli credits grant`): conditional, never below zero nor above MAX_CREDIT_BALANCE,
 * written as an adjustment row.
 */
export async function adjustCredits(db: Executor, adjustment: CreditAdjustment): Promise<{ transactionId: number; balanceAfter: number }> {
  const { userId, kind, amount } = adjustment;
  if (!Number.isInteger(amount) || amount === 0) throw new Error(`An adjustment must be a non-zero whole number, not ${amount}`);
  if (Math.abs(amount) > MAX_CREDIT_ADJUSTMENT) throw new AppError("bad_request", `An adjustment is at most ${MAX_CREDIT_ADJUSTMENT} credits either way, not ${amount}.`);
  const column = balanceColumn(kind);
  return db.transaction(async (tx) => {
    await ensureSubscription(tx, userId);
    const [row] = await tx
      .update(subscriptions)
      .set(balanceSet(kind, sql`${column} + ${amount}`))
      .where(and(eq(subscriptions.userId, userId), gte(sql`${column} + ${amount}`, 0), lte(sql`${column} + ${amount}`, MAX_CREDIT_BALANCE)))
      .returning({ balance: column });
    if (!row) {
      // Refused by the conditional update; the balance is read only to say what would be allowed.
      const [current] = await tx.select({ balance: column }).from(subscriptions).where(eq(subscriptions.userId, userId));
      const balance = current?.balance ?? 0;
      if (amount < 0) throw new AppError("conflict", `The ${kind} balance is ${balance}, smaller than ${-amount}: it cannot go below zero (take back at most ${balance}).`);
      throw new AppError("conflict", `The ${kind} balance is ${balance}: it cannot pass ${MAX_CREDIT_BALANCE} (add at most ${MAX_CREDIT_BALANCE - balance}).`);
    }
    const id = await insertLedgerRow(tx, {
      userId,
      amount,
      creditKind: kind,
      transactionType: "adjustment",
      description: adjustment.description,
      balanceAfter: row.balance,
    });
    return { transactionId: id!, balanceAfter: row.balance };
  });
}
