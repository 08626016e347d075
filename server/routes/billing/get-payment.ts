import type { RouteHandler } from "@hono/zod-openapi";
import { paymentParamsSchema, paymentSchema } from "../../../contracts/billing";
import { apiErrorSchema } from "../../../contracts/errors";
import { getPayment as getPaymentService } from "../../services/billing/get-payment";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getPaymentRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/billing/payments/{id}",
  tags: ["Billing"],
  summary: "One of your payments, by its id or Stripe Checkout Session id (the success page waits for 'paid')",
  request: { params: paymentParamsSchema },
  responses: {
    200: jsonContent(paymentSchema, "The payment"),
    404: jsonContent(apiErrorSchema, "No such payment of yours"),
  },
});

export const getPayment: RouteHandler<typeof getPaymentRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await getPaymentService(c.var.deps.database.db, viewer.id, c.req.valid("param").id), 200);
};
