import type { RouteHandler } from "@hono/zod-openapi";
import { transactionsPageSchema, transactionsQuerySchema } from "../../../contracts/billing";
import { apiErrorSchema } from "../../../contracts/errors";
import { listTransactions as listTransactionsService } from "../../services/billing/list-transactions";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const listTransactionsRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/credits/transactions",
  tags: ["Credits"],
  summary: "Your credit ledger, newest first: purchases, usage, refunds and adjustments",
  request: { query: transactionsQuerySchema },
  responses: {
    200: jsonContent(transactionsPageSchema, "A page of the ledger"),
    400: jsonContent(apiErrorSchema, "A filter is not valid"),
  },
});

export const listTransactions: RouteHandler<typeof listTransactionsRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await listTransactionsService(c.var.deps.database.db, viewer.id, c.req.valid("query")), 200);
};
