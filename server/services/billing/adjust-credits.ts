import { and, eq, gte, sql } from "drizzle-orm";
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

/** Support's change of a balance (`cli credits grant`): conditional, never below zero, written as an adjustment row. */
export async function adjustCredits(db: Executor, adjustment: CreditAdjustment): Promise<{ transactionId: number; balanceAfter: number }> {
  const { userId, kind, amount } = adjustment;
  if (!Number.isInteger(amount) || amount === 0) throw new Error(`An adjustment must be a non-zero whole number, not ${amount}`);
  const column = balanceColumn(kind);
  return db.transaction(async (tx) => {
    await ensureSubscription(tx, userId);
    const [row] = await tx
      .update(subscriptions)
      .set(balanceSet(kind, sql`${column} + ${amount}`))
      .where(and(eq(subscriptions.userId, userId), gte(sql`${column} + ${amount}`, 0)))
      .returning({ balance: column });
    if (!row) throw new AppError("conflict", `The ${kind} balance is smaller than ${-amount}: it cannot go below zero.`);
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
