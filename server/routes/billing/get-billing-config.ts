import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { billingConfigSchema } from "../../../contracts/billing";
import type { AppEnv } from "../../context";
import { jsonContent } from "../create-router";

export const getBillingConfigRoute = createRoute({
  method: "get",
  path: "/billing/config",
  tags: ["Billing"],
  summary: "How purchases are paid here: Stripe, demo payments (no money taken), or disabled",
  responses: { 200: jsonContent(billingConfigSchema, "The payments mode") },
});

export const getBillingConfig: RouteHandler<typeof getBillingConfigRoute, AppEnv> = (c) => {
  return c.json({ mode: c.var.deps.payments.mode }, 200);
};
