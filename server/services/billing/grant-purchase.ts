import { and, eq } from "drizzle-orm";
import { findProduct, type Product } from "../../../core/credits/products";
import { payments } from "../../db/schema/billing";
import type { Logger } from "../../logger";
import { applyProduct } from "./apply-product";
import { AlreadyRecordedError, type Executor, type SubscriptionRow } from "./billing-db";

export type GrantResult =
  | { granted: true; product: Product; subscription: SubscriptionRow }
  /** The payment was not pending (already paid and granted, expired, failed) or does not exist: nothing changed. */
  | { granted: false };

/**
 * Turns a paid payment into credits, exactly once: the payment flips pending→paid in one conditional update, and only
 * the transaction that flipped it grants, in the same transaction. Ten deliveries of one webhook grant once.
 */
export async function grantPurchase(
  db: Executor,
  paymentId: string,
  options: { onLaunchSpecialUsed: "refuse" | "grant"; logger?: Logger },
): Promise<GrantResult> {
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({ status: "paid", completedAt: new Date() })
        .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
        .returning();
      if (!payment) return { granted: false as const };
      const product = findProduct(payment.packId);
      if (!product) throw new Error(`payment ${payment.id} names an unknown product ${payment.packId}`);
      const subscription = await applyProduct(tx, {
        userId: payment.userId,
        product,
        paymentId: payment.id,
        demo: payment.provider === "demo",
        onLaunchSpecialUsed: options.onLaunchSpecialUsed,
        logger: options.logger,
      });
      return { granted: true as const, product, subscription };
    });
  } catch (error) {
    if (error instanceof AlreadyRecordedError) return { granted: false };
    throw error;
  }
}
