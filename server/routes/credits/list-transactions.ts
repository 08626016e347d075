import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { transactionsPageSchema, transactionsQuerySchema } from "../../../contracts/billing";
import { apiErrorSchema } from "../../../contracts/errors";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { listTransactions as listTransactionsService } from "../../services/billing/list-transactions";
import { jsonContent } from "../create-router";

export const listTransactionsRoute = createRoute({
  method: "get",
  path: "/credits/transactions",
  tags: ["Credits"],
  summary: "Your credit ledger, newest first: purchases, usage, refunds and adjustments",
  request: { query: transactionsQuerySchema },
  responses: {
    200: jsonContent(transactionsPageSchema, "A page of the ledger"),
    400: jsonContent(apiErrorSchema, "A filter is not valid"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
  },
});

export const listTransactions: RouteHandler<typeof listTransactionsRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await listTransactionsService(c.var.deps.database.db, viewer.id, c.req.valid("query")), 200);
};
