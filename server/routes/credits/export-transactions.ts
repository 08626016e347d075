import type { RouteHandler } from "@hono/zod-openapi";
import { z } from "zod";
import { transactionFiltersSchema } from "../../../contracts/billing";
import { apiErrorSchema } from "../../../contracts/errors";
import { exportTransactionsCsv } from "../../services/billing/export-transactions-csv";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const exportTransactionsRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/credits/transactions.csv",
  tags: ["Credits"],
  summary: "Your credit ledger as CSV, with the same filters as the list",
  request: { query: transactionFiltersSchema },
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "date,type,kind,amount,balance_after,description,reference" },
    400: jsonContent(apiErrorSchema, "A filter is not valid"),
  },
});

export const exportTransactions: RouteHandler<typeof exportTransactionsRoute> = async (c) => {
  const viewer = c.var.user;
  const csv = await exportTransactionsCsv(c.var.deps.database.db, viewer.id, c.req.valid("query"));
  const day = new Date().toISOString().slice(0, 10);
  c.header("content-type", "text/csv; charset=utf-8");
  c.header("content-disposition", `attachment; filename="listinglift-credit-history-${day}.csv"`);
  c.header("cache-control", "no-store");
  return c.body(csv, 200);
};
