import type { RouteHandler } from "@hono/zod-openapi";
import { billingConfigSchema } from "../../../contracts/billing";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getBillingConfigRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/billing/config",
  tags: ["Billing"],
  summary: "How purchases are paid here: Stripe, demo payments (no money taken), or disabled",
  responses: { 200: jsonContent(billingConfigSchema, "The payments mode") },
});

export const getBillingConfig: RouteHandler<typeof getBillingConfigRoute> = (c) => {
  return c.json({ mode: c.var.deps.payments.mode }, 200);
};
