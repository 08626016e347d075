import type { RouteHandler } from "@hono/zod-openapi";
import { dayRangeQuerySchema } from "../../../contracts/api-keys";
import { apiErrorSchema } from "../../../contracts/errors";
import { tokenUsageReportSchema } from "../../../contracts/token-usage";
import { summarizeTokenUsage } from "../../services/token-usage/summarize-token-usage";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { readDayRange } from "../read-day-range";

export const getTokenUsageRoute = defineRoute({
  access: "admin",
  method: "get",
  path: "/admin/token-usage",
  tags: ["Admin"],
  summary: "Model tokens and estimated cost by day, by model and by user (administrators, signed in with a session)",
  request: { query: dayRangeQuerySchema },
  responses: {
    200: jsonContent(tokenUsageReportSchema, "The report of the range"),
    400: jsonContent(apiErrorSchema, "A date is not valid, or the range is longer than 366 days"),
  },
});

export const getTokenUsage: RouteHandler<typeof getTokenUsageRoute> = async (c) => {
  return c.json(await summarizeTokenUsage(c.var.deps.database.db, readDayRange(c.req.valid("query"))), 200);
};
