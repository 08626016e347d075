import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CheckoutRequest, CheckoutResponse } from "../../../contracts/billing";
import type { Viewer } from "../../../contracts/session";
import {
  CHECK_SUBSCRIPTION_FAILED_MESSAGE,
  CREATE_SUBSCRIPTION_FAILED_MESSAGE,
  INVALID_PACK_MESSAGE,
  LAUNCH_SPECIAL_USED_MESSAGE,
  UPDATE_CREDITS_FAILED_MESSAGE,
  UPGRADE_FAILED_MESSAGE,
} from "../../../core/credits/credit-messages";
import { type Product, resolveProduct } from "../../../core/credits/products";
import type { Database } from "../../db/client";
import { payments, subscriptions } from "../../db/schema/billing";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import type { PaymentsProvider } from "../../providers/payments/types";
import { withBillingError } from "./billing-errors";
import { ensureSubscription } from "./ensure-subscription";
import { openStripeCheckout } from "./open-stripe-checkout";
import { presentBalances } from "./present-balances";
import { presentGrant } from "./present-payment";
import { grantPurchase } from "./grant-purchase";

export interface CheckoutDeps {
  db: Database;
  payments: PaymentsProvider;
  logger: Logger;
  baseUrl: string;
}

async function assertLaunchSpecialUnused(db: Database, userId: string, logger: Logger): Promise<void> {
  const [row] = await withBillingError(CHECK_SUBSCRIPTION_FAILED_MESSAGE, logger, () =>
    db.select({ used: subscriptions.hasUsedLaunchSpecial }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1),
  );
  if (row?.used) throw new AppError("conflict", LAUNCH_SPECIAL_USED_MESSAGE);
}

/** Demo payments: the payment row and the grant commit together, or (a second Launch Special) neither does. */
async function grantDemoPurchase(deps: CheckoutDeps, viewer: Viewer, product: Product): Promise<CheckoutResponse> {
  const failure = product.kind === "launch_special" ? UPGRADE_FAILED_MESSAGE : UPDATE_CREDITS_FAILED_MESSAGE;
  const paymentId = randomUUID();
  const result = await withBillingError(failure, deps.logger, () =>
    deps.db.transaction(async (tx) => {
      await tx.insert(payments).values({ id: paymentId, userId: viewer.id, provider: "demo", packId: product.id, amountCents: product.priceCents });
      return grantPurchase(tx, paymentId, { onLaunchSpecialUsed: "refuse", logger: deps.logger });
    }),
  );
  if (!result.granted) throw new AppError("internal_error", failure);
  return {
    mode: "demo",
    paymentId,
    granted: presentGrant(product),
    balances: presentBalances(result.subscription, viewer.role),
  };
}

/**
 * POST /billing/checkout: the chosen product (spec texts for an unknown pack and a second Launch Special), then Stripe
 * Checkout (the webhook grants later) or a demo grant at once. Refused when payments are disabled (production without
 * Stripe or PAYMENTS=demo).
 */
export async function startCheckout(deps: CheckoutDeps, viewer: Viewer, choice: CheckoutRequest): Promise<CheckoutResponse> {
  const product = resolveProduct(choice);
  if (!product) throw new AppError("bad_request", INVALID_PACK_MESSAGE);
  if (deps.payments.mode === "disabled") throw new AppError("forbidden", deps.payments.reason);
  if (product.kind === "launch_special") await assertLaunchSpecialUnused(deps.db, viewer.id, deps.logger);
  if (deps.payments.mode === "demo") return grantDemoPurchase(deps, viewer, product);
  await withBillingError(CREATE_SUBSCRIPTION_FAILED_MESSAGE, deps.logger, () => ensureSubscription(deps.db, viewer.id));
  return openStripeCheckout({ ...deps, stripe: deps.payments }, viewer, product);
}
