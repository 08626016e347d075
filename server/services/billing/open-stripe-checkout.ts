import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CheckoutResponse } from "../../../contracts/billing";
import type { Viewer } from "../../../contracts/session";
import { UNEXPECTED_ERROR_MESSAGE } from "../../../core/credits/credit-messages";
import type { Product } from "../../../core/credits/products";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema/billing";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import type { StripePayments } from "../../providers/payments/types";

export const CURRENCY = "usd";

/**
 * Records a pending payment, then opens a Stripe Checkout Session for it (client_reference_id = the payment id) and
 * keeps the session id. Nothing is granted here: the signed checkout.session.completed webhook does that.
 */
export async function openStripeCheckout(
  deps: { db: Database; stripe: StripePayments; logger: Logger; baseUrl: string },
  viewer: Viewer,
  product: Product,
): Promise<CheckoutResponse> {
  const paymentId = randomUUID();
  await deps.db.insert(payments).values({ id: paymentId, userId: viewer.id, provider: "stripe", packId: product.id, amountCents: product.priceCents, currency: CURRENCY });
  let session;
  try {
    session = await deps.stripe.createCheckout({
      paymentId,
      productName: `ListingLift ${product.name}`,
      productDescription: `${product.listingCredits} listing credit${product.listingCredits === 1 ? "" : "s"} and ${product.captionCredits} image caption credits`,
      amountCents: product.priceCents,
      currency: CURRENCY,
      customerEmail: viewer.email,
      successUrl: `${deps.baseUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.baseUrl}/billing/cancel`,
    });
  } catch (error) {
    deps.logger.error({ err: error, paymentId }, "stripe: could not open a checkout session");
    await deps.db.update(payments).set({ status: "failed" }).where(and(eq(payments.id, paymentId), eq(payments.status, "pending")));
    throw new AppError("upstream_failed", UNEXPECTED_ERROR_MESSAGE);
  }
  await deps.db.update(payments).set({ providerReference: session.id }).where(eq(payments.id, paymentId));
  return { mode: "stripe", paymentId, url: session.url };
}
