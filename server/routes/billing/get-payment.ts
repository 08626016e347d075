import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { paymentParamsSchema, paymentSchema } from "../../../contracts/billing";
import { apiErrorSchema } from "../../../contracts/errors";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { getPayment as getPaymentService } from "../../services/billing/get-payment";
import { jsonContent } from "../create-router";

export const getPaymentRoute = createRoute({
  method: "get",
  path: "/billing/payments/{id}",
  tags: ["Billing"],
  summary: "One of your payments, by its id or Stripe Checkout Session id (the success page waits for 'paid')",
  request: { params: paymentParamsSchema },
  responses: {
    200: jsonContent(paymentSchema, "The payment"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
    404: jsonContent(apiErrorSchema, "No such payment of yours"),
  },
});

export const getPayment: RouteHandler<typeof getPaymentRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await getPaymentService(c.var.deps.database.db, viewer.id, c.req.valid("param").id), 200);
};
