import { and, eq, sql } from "drizzle-orm";
import { LAUNCH_SPECIAL_USED_MESSAGE } from "../../../core/credits/credit-messages";
import type { Product } from "../../../core/credits/products";
import { subscriptions } from "../../db/schema/billing";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import { AlreadyRecordedError, type Executor, insertLedgerRow, type SubscriptionRow } from "./billing-db";
import { ensureSubscription } from "./ensure-subscription";

export interface ProductGrant {
  userId: string;
  product: Product;
  /** The payment that bought it: the ledger rows' reference (one grant per payment). */
  paymentId: string;
  demo: boolean;
  /**
   * A second Launch Special: "refuse" (a demo purchase, nothing was paid) rolls back with the spec's text; "grant" (money
   * was taken by two checkouts opened before either was paid) honours the payment and logs it.
   */
  onLaunchSpecialUsed: "refuse" | "grant";
  logger?: Logger;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Adds the product's credits to the subscription (spec §4) and writes one purchase row per kind of credit. */
export async function applyProduct(tx: Executor, grant: ProductGrant): Promise<SubscriptionRow> {
  const { userId, product } = grant;
  await ensureSubscription(tx, userId);
  const launch = product.kind === "launch_special";
  const change = {
    creditsRemaining: sql`${subscriptions.creditsRemaining} + ${product.listingCredits}`,
    imageCaptionCredits: sql`${subscriptions.imageCaptionCredits} + ${product.captionCredits}`,
    // Any plan change sets is_active; an admin stays admin; buying makes "none" a one_time plan.
    planType: sql`case when ${subscriptions.planType} = 'admin' then 'admin' else 'one_time' end`,
    isActive: true,
    updatedAt: new Date(),
    ...(launch ? { hasUsedLaunchSpecial: true } : {}),
  };
  const mine = eq(subscriptions.userId, userId);
  let [row] = await tx
    .update(subscriptions)
    .set(change)
    .where(launch ? and(mine, eq(subscriptions.hasUsedLaunchSpecial, false)) : mine)
    .returning();
  if (!row && launch) {
    if (grant.onLaunchSpecialUsed === "refuse") throw new AppError("conflict", LAUNCH_SPECIAL_USED_MESSAGE);
    grant.logger?.warn({ userId, paymentId: grant.paymentId }, "a second Launch Special was paid; granting what was paid for");
    [row] = await tx.update(subscriptions).set(change).where(mine).returning();
  }
  if (!row) throw new Error(`no subscription row for ${userId}`);
  const suffix = grant.demo ? " (demo payment)" : "";
  const rows = [
    { kind: "listing" as const, amount: product.listingCredits, balanceAfter: row.creditsRemaining, what: plural(product.listingCredits, "listing credit") },
    { kind: "caption" as const, amount: product.captionCredits, balanceAfter: row.imageCaptionCredits, what: plural(product.captionCredits, "image caption credit") },
  ];
  for (const entry of rows) {
    const id = await insertLedgerRow(tx, {
      userId,
      amount: entry.amount,
      creditKind: entry.kind,
      transactionType: "purchase",
      description: `${product.name}: ${entry.what}${suffix}`,
      balanceAfter: entry.balanceAfter,
      reference: grant.paymentId,
    });
    // Unreachable while payments flip pending→paid once; the unique index is the second lock on the door.
    if (id === null) throw new AlreadyRecordedError();
  }
  return row;
}
