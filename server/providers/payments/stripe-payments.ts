import Stripe from "stripe";
import { type CheckoutRequest, type PaymentEvent, type StripePayments, WebhookSignatureError } from "./types";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests: a local stand-in's origin instead of https://api.stripe.com. */
  apiBase?: string;
}

function connectionOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** Reads the one kind of object we listen for: a Checkout Session, paid, expired or failed. */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; its async_payment_succeeded event follows.
      if (session.payment_status === "unpaid") return { type: "ignored", eventType: event.type };
      return {
        type: "paid",
        sessionId: session.id,
        paymentId: session.client_reference_id,
        amountCents: session.amount_total,
        currency: session.currency,
      };
    }
    case "checkout.session.expired":
      return { type: "expired", sessionId: event.data.object.id, paymentId: event.data.object.client_reference_id };
    case "checkout.session.async_payment_failed":
      return { type: "failed", sessionId: event.data.object.id, paymentId: event.data.object.client_reference_id };
    default:
      return { type: "ignored", eventType: event.type };
  }
}

/** Stripe Checkout for one-time payments ("payment" mode), confirmed by signed webhooks. */
export function createStripePayments(settings: StripeSettings): StripePayments {
  const stripe = new Stripe(settings.secretKey, { ...connectionOptions(settings.apiBase), telemetry: false, maxNetworkRetries: 2 });
  return {
    mode: "stripe",
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.paymentId,
          customer_email: request.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.productName, description: request.productDescription },
              },
            },
          ],
          metadata: { paymentId: request.paymentId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request must not open a second session for one payment.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },
    async readWebhookEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "The Stripe signature does not match.");
      }
      return toPaymentEvent(event);
    },
  };
}
