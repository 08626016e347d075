import type { Env } from "../../env";
import type { Logger } from "../../logger";
import type { StripeSettings } from "./stripe-payments";
import type { PaymentsProvider, StripePayments } from "./types";

export const DEMO_REFUSED_MESSAGE =
  "Payments are not available on this server: no payment provider is set up, and demo payments are turned off in production.";

/**
 * DESIGN.md: Stripe Checkout when STRIPE_SECRET_KEY is set (PAYMENTS=stripe insists on it); otherwise demo payments
 * that grant at once, refused when NODE_ENV=production unless PAYMENTS=demo. A half-set Stripe stops the boot.
 */
export function createPaymentsProvider(env: Env, logger: Logger): PaymentsProvider {
  if (env.PAYMENTS !== "demo" && env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) {
      throw new Error("STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: credits are granted by Stripe's signed webhook.");
    }
    if (env.STRIPE_API_BASE && env.NODE_ENV === "production") logger.warn({ apiBase: env.STRIPE_API_BASE }, "payments: STRIPE_API_BASE is for tests; Stripe calls go there");
    return lazyStripePayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE });
  }
  if (env.PAYMENTS === "stripe") throw new Error("PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.");
  if (env.NODE_ENV === "production" && env.PAYMENTS !== "demo") {
    logger.warn("payments: no STRIPE_SECRET_KEY; checkouts are refused (set PAYMENTS=demo to allow demo payments)");
    return { mode: "disabled", reason: DEMO_REFUSED_MESSAGE };
  }
  if (env.NODE_ENV === "production") logger.warn("payments: PAYMENTS=demo in production; purchases grant credits without taking money");
  return { mode: "demo" };
}

/** Stripe's SDK (about 10 MB resident) loads with the first checkout or webhook, not at every start (issue 22). */
function lazyStripePayments(settings: StripeSettings): StripePayments {
  let stripe: Promise<StripePayments> | undefined;
  const load = () => (stripe ??= import("./stripe-payments").then(({ createStripePayments }) => createStripePayments(settings)));
  return {
    mode: "stripe",
    createCheckout: async (request) => (await load()).createCheckout(request),
    readWebhookEvent: async (rawBody, signature) => (await load()).readWebhookEvent(rawBody, signature),
  };
}
