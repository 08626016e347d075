import type { RouteHandler } from "@hono/zod-openapi";
import { checkoutRequestSchema, checkoutResponseSchema } from "../../../contracts/billing";
import { apiErrorSchema } from "../../../contracts/errors";
import { startCheckout as startCheckoutService } from "../../services/billing/start-checkout";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const startCheckoutRoute = defineRoute({
  access: "signedIn",
  idempotent: true,
  method: "post",
  path: "/billing/checkout",
  tags: ["Billing"],
  summary: "Buy a credit pack or the Launch Special",
  description:
    "With Stripe: answers the Checkout URL to send the browser to; credits arrive with the signed webhook. With demo payments: grants at once and answers the new balances.",
  request: { body: { ...jsonContent(checkoutRequestSchema, "{packId} or {plan: \"launch_special\"}"), required: true } },
  responses: {
    200: jsonContent(checkoutResponseSchema, "A Stripe Checkout URL, or the demo grant"),
    400: jsonContent(apiErrorSchema, "Invalid credit pack selected."),
    403: jsonContent(apiErrorSchema, "Payments are not available (production without Stripe)"),
    409: jsonContent(apiErrorSchema, "The Launch Special was used already"),
    502: jsonContent(apiErrorSchema, "Stripe could not open a checkout"),
  },
});

export const startCheckout: RouteHandler<typeof startCheckoutRoute> = async (c) => {
  const viewer = c.var.user;
  const { database, payments, logger, env } = c.var.deps;
  const result = await startCheckoutService({ db: database.db, payments, logger: c.var.log ?? logger, baseUrl: env.baseUrl }, viewer, c.req.valid("json"));
  return c.json(result, 200);
};
