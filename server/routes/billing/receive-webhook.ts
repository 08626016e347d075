import type { RouteHandler } from "@hono/zod-openapi";
import { webhookAnswerSchema } from "../../../contracts/billing";
import { apiErrorSchema } from "../../../contracts/errors";
import { AppError } from "../../errors";
import { WebhookSignatureError } from "../../providers/payments/types";
import { handlePaymentEvent } from "../../services/billing/handle-payment-event";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const receiveWebhookRoute = defineRoute({
  access: "public",
  method: "post",
  path: "/billing/webhook",
  tags: ["Billing"],
  summary: "Stripe's webhook: checkout.session.completed grants the credits, once",
  // No body schema on purpose: the signature covers the raw bytes, which a parsed-and-validated body would lose.
  description: "The raw event as Stripe sends it, signed in the Stripe-Signature header with STRIPE_WEBHOOK_SECRET.",
  responses: {
    200: jsonContent(webhookAnswerSchema, "Handled (or ignored); Stripe stops retrying"),
    400: jsonContent(apiErrorSchema, "Bad signature, or Stripe is not configured"),
  },
});

export const receiveWebhook: RouteHandler<typeof receiveWebhookRoute> = async (c) => {
  const { payments, database, logger } = c.var.deps;
  const log = c.var.log ?? logger;
  if (payments.mode !== "stripe") throw new AppError("bad_request", "Stripe is not configured on this server.");
  const rawBody = await c.req.text();
  let event;
  try {
    event = await payments.readWebhookEvent(rawBody, c.req.header("stripe-signature"));
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    log.warn({ reason: error.message }, "stripe webhook refused: bad signature");
    throw new AppError("bad_request", "The Stripe signature of this webhook is not valid.");
  }
  const outcome = await handlePaymentEvent(database.db, event, log);
  return c.json({ received: true as const, outcome }, 200);
};
