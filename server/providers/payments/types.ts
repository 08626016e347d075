/** One Checkout to open at the payment provider: one line item, paid once. */
export interface CheckoutRequest {
  /** Our payment id: the provider hands it back in its events (Stripe's client_reference_id). */
  paymentId: string;
  productName: string;
  productDescription: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id of the session (Stripe: cs_…). */
  id: string;
  /** Where the browser pays. */
  url: string;
}

/** What a verified webhook tells us about one checkout; everything else is "ignored". */
export type PaymentEvent =
  | { type: "paid"; sessionId: string; paymentId: string | null; amountCents: number | null; currency: string | null }
  | { type: "expired" | "failed"; sessionId: string; paymentId: string | null }
  | { type: "ignored"; eventType: string };

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export interface StripePayments {
  mode: "stripe";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the Stripe-Signature of the raw body; throws WebhookSignatureError when it does not hold. */
  readWebhookEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}

/** No provider: the server grants a purchase at once, and the web app says no money is taken. */
export interface DemoPayments {
  mode: "demo";
}

/** Production without Stripe and without PAYMENTS=demo: every checkout is refused with `reason`. */
export interface DisabledPayments {
  mode: "disabled";
  reason: string;
}

export type PaymentsProvider = StripePayments | DemoPayments | DisabledPayments;
