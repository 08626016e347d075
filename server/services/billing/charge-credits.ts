import { and, eq, gte, sql } from "drizzle-orm";
import { INSUFFICIENT_CREDITS_MESSAGE } from "../../../core/credits/credit-messages";
import { type CreditKind, DEFAULT_DEDUCTION } from "../../../core/credits/credit-rules";
import { subscriptions } from "../../db/schema/billing";
import { AppError } from "../../errors";
import type { AppMetrics } from "../../metrics/app-metrics";
import { AlreadyRecordedError, balanceColumn, balanceSet, type Executor, findUsageAmount, insertLedgerRow, isAdminUser } from "./billing-db";

export interface CreditCharge {
  userId: string;
  kind: CreditKind;
  /** Credits to take; the spec's default deduction is 1. */
  amount?: number;
  /** What the credits pay for (a listing id, a caption job id): one charge per reference, however often retried. */
  reference: string;
  description: string;
}

export type ChargeResult =
  | { status: "charged"; transactionId: number; balanceAfter: number }
  /** An admin: never charged (spec §6); the usage is still written to the ledger, with amount 0. */
  | { status: "admin"; transactionId: number; balanceAfter: number }
  /** The ledger already holds the usage of this reference: nothing changed. */
  | { status: "already_charged" };

export function assertWholeCredits(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`A credit amount must be a positive whole number, not ${amount}`);
}

async function recordAdminUsage(db: Executor, charge: CreditCharge): Promise<ChargeResult> {
  const [row] = await db.select({ balance: balanceColumn(charge.kind) }).from(subscriptions).where(eq(subscriptions.userId, charge.userId));
  const id = await insertLedgerRow(db, {
    userId: charge.userId,
    amount: 0,
    creditKind: charge.kind,
    transactionType: "usage",
    description: `${charge.description} (admin, not charged)`,
    balanceAfter: row?.balance ?? 0,
    reference: charge.reference,
  });
  return id === null ? { status: "already_charged" } : { status: "admin", transactionId: id, balanceAfter: row?.balance ?? 0 };
}

/**
 * Takes credits in ONE conditional statement (`… SET balance = balance - n WHERE user_id = … AND balance >= n`) and
 * writes the usage row in the same transaction: parallel charges on any number of server processes can never take
 * more than the balance, and a retry with the same reference takes nothing. Not enough credits throws 402 with the
 * spec's text; called inside the caller's transaction, that rolls the caller's work back too.
 * With `metrics`, the credits taken are counted (listinglift_credits_charged_total) once the charge statement succeeded.
 */
export async function chargeCredits(db: Executor, charge: CreditCharge, options: { metrics?: Pick<AppMetrics, "creditsCharged"> } = {}): Promise<ChargeResult> {
  const amount = charge.amount ?? DEFAULT_DEDUCTION;
  assertWholeCredits(amount);
  if (await isAdminUser(db, charge.userId)) return recordAdminUsage(db, charge);
  const column = balanceColumn(charge.kind);
  try {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set(balanceSet(charge.kind, sql`${column} - ${amount}`))
        .where(and(eq(subscriptions.userId, charge.userId), gte(column, amount)))
        .returning({ balance: column });
      if (!row) {
        if ((await findUsageAmount(tx, charge)) !== undefined) throw new AlreadyRecordedError();
        throw new AppError("insufficient_credits", INSUFFICIENT_CREDITS_MESSAGE);
      }
      const id = await insertLedgerRow(tx, {
        userId: charge.userId,
        amount: -amount,
        creditKind: charge.kind,
        transactionType: "usage",
        description: charge.description,
        balanceAfter: row.balance,
        reference: charge.reference,
      });
      if (id === null) throw new AlreadyRecordedError();
      return { status: "charged" as const, transactionId: id, balanceAfter: row.balance };
    });
    options.metrics?.creditsCharged.inc({ kind: charge.kind }, amount);
    return result;
  } catch (error) {
    if (error instanceof AlreadyRecordedError) return { status: "already_charged" };
    throw error;
  }
}
