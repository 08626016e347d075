import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { dayRangeQuerySchema } from "../../../contracts/api-keys";
import { apiErrorSchema } from "../../../contracts/errors";
import { tokenUsageReportSchema } from "../../../contracts/token-usage";
import { requireAdmin } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { summarizeTokenUsage } from "../../services/token-usage/summarize-token-usage";
import { jsonContent } from "../create-router";
import { readDayRange } from "../read-day-range";

export const getTokenUsageRoute = createRoute({
  method: "get",
  path: "/admin/token-usage",
  tags: ["Admin"],
  summary: "Model tokens and estimated cost by day, by model and by user (administrators, signed in with a session)",
  request: { query: dayRangeQuerySchema },
  responses: {
    200: jsonContent(tokenUsageReportSchema, "The report of the range"),
    400: jsonContent(apiErrorSchema, "A date is not valid, or the range is longer than 366 days"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
    403: jsonContent(apiErrorSchema, "Not an administrator, or called with an API key"),
  },
});

export const getTokenUsage: RouteHandler<typeof getTokenUsageRoute, AppEnv> = async (c) => {
  await requireAdmin(c);
  return c.json(await summarizeTokenUsage(c.var.deps.database.db, readDayRange(c.req.valid("query"))), 200);
};
