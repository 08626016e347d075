import type { RouteHandler } from "@hono/zod-openapi";
import { z } from "zod";
import { dayRangeQuerySchema } from "../../../contracts/api-keys";
import { apiErrorSchema } from "../../../contracts/errors";
import { exportTokenUsageCsv } from "../../services/token-usage/export-token-usage-csv";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { readDayRange } from "../read-day-range";

export const exportTokenUsageRoute = defineRoute({
  access: "admin",
  method: "get",
  path: "/admin/token-usage.csv",
  tags: ["Admin"],
  summary: "The token usage of a range as CSV, one row per day, model and user (administrators)",
  request: { query: dayRangeQuerySchema },
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "day,provider,model,user_email,calls,input_tokens,output_tokens,estimated_cost_usd" },
    400: jsonContent(apiErrorSchema, "A date is not valid"),
  },
});

export const exportTokenUsage: RouteHandler<typeof exportTokenUsageRoute> = async (c) => {
  const range = readDayRange(c.req.valid("query"));
  const csv = await exportTokenUsageCsv(c.var.deps.database.db, range);
  c.header("content-type", "text/csv; charset=utf-8");
  c.header("content-disposition", `attachment; filename="listinglift-token-usage-${range.from}-to-${range.to}.csv"`);
  c.header("cache-control", "no-store");
  return c.body(csv, 200);
};
