import { eq, sql } from "drizzle-orm";
import type { CreditKind } from "../../../core/credits/credit-rules";
import { subscriptions } from "../../db/schema/billing";
import type { AppMetrics } from "../../metrics/app-metrics";
import { AlreadyRecordedError, balanceColumn, balanceSet, type Executor, findUsageAmount, insertLedgerRow } from "./billing-db";

export interface CreditRefund {
  userId: string;
  kind: CreditKind;
  /** The reference the usage was charged with. */
  reference: string;
  description: string;
}

export type RefundResult =
  | { status: "refunded"; amount: number; transactionId: number; balanceAfter: number }
  /** No usage to give back: never charged, charged to an admin (amount 0), or already refunded. */
  | { status: "nothing_to_refund" }
  | { status: "already_refunded" };

/**
 * Gives back what the usage of `reference` took, once: the balance is increased atomically and the refund row is written
 * in the same transaction; the ledger's unique index turns a second refund of the same reference into a no-op.
 * DESIGN.md: call it in the transaction that records the failure, so the failure and the refund commit together.
 * With `metrics`, the credits given back are counted (listinglift_credits_refunded_total).
 */
export async function refundCredits(db: Executor, refund: CreditRefund, options: { metrics?: Pick<AppMetrics, "creditsRefunded"> } = {}): Promise<RefundResult> {
  const column = balanceColumn(refund.kind);
  try {
    const result = await db.transaction(async (tx) => {
      const amount = -((await findUsageAmount(tx, refund)) ?? 0);
      if (amount <= 0) return { status: "nothing_to_refund" as const };
      const [row] = await tx
        .update(subscriptions)
        .set(balanceSet(refund.kind, sql`${column} + ${amount}`))
        .where(eq(subscriptions.userId, refund.userId))
        .returning({ balance: column });
      if (!row) return { status: "nothing_to_refund" as const };
      const id = await insertLedgerRow(tx, {
        userId: refund.userId,
        amount,
        creditKind: refund.kind,
        transactionType: "refund",
        description: refund.description,
        balanceAfter: row.balance,
        reference: refund.reference,
      });
      if (id === null) throw new AlreadyRecordedError();
      return { status: "refunded" as const, amount, transactionId: id, balanceAfter: row.balance };
    });
    if (result.status === "refunded") options.metrics?.creditsRefunded.inc({ kind: refund.kind }, result.amount);
    return result;
  } catch (error) {
    if (error instanceof AlreadyRecordedError) return { status: "already_refunded" };
    throw error;
  }
}
