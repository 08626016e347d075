import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema/billing";
import type { Logger } from "../../logger";
import type { PaymentEvent } from "../../providers/payments/types";
import { grantPurchase } from "./grant-purchase";

export type EventOutcome = "granted" | "already_processed" | "closed" | "ignored" | "unknown_payment" | "amount_mismatch";

async function findStripePayment(db: Database, sessionId: string, paymentId: string | null) {
  const byId = paymentId ? eq(payments.id, paymentId) : undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, "stripe"), byId ? or(byId, eq(payments.providerReference, sessionId)) : eq(payments.providerReference, sessionId)))
    .limit(1);
  // The client_reference_id is ours only if the session is the one we opened for it (or we never saw its id).
  if (row && row.providerReference !== null && row.providerReference !== sessionId) return undefined;
  return row;
}

/**
 * A verified Stripe event about one checkout. Paid: grant once (however often Stripe delivers it), after checking that
 * the amount and currency are what we asked for. Expired or failed: close the pending payment. Each answer is final,
 * so the webhook can say 200 and Stripe stops retrying.
 */
export async function handlePaymentEvent(db: Database, event: PaymentEvent, logger: Logger): Promise<EventOutcome> {
  if (event.type === "ignored") return "ignored";
  const payment = await findStripePayment(db, event.sessionId, event.paymentId);
  if (!payment) {
    logger.warn({ sessionId: event.sessionId, paymentId: event.paymentId }, "stripe webhook: no payment of ours for this session");
    return "unknown_payment";
  }
  if (payment.providerReference === null) {
    await db.update(payments).set({ providerReference: event.sessionId }).where(and(eq(payments.id, payment.id), isNull(payments.providerReference)));
  }
  if (event.type !== "paid") {
    const closed = await db
      .update(payments)
      .set({ status: event.type, completedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    return closed.length > 0 ? "closed" : "already_processed";
  }
  if (event.amountCents !== payment.amountCents || event.currency?.toLowerCase() !== payment.currency) {
    logger.error({ paymentId: payment.id, expected: payment.amountCents, paid: event.amountCents, currency: event.currency }, "stripe webhook: amount differs; not granted");
    return "amount_mismatch";
  }
  const result = await grantPurchase(db, payment.id, { onLaunchSpecialUsed: "grant", logger });
  if (result.granted) logger.info({ paymentId: payment.id, product: result.product.id }, "payment granted");
  return result.granted ? "granted" : "already_processed";
}
