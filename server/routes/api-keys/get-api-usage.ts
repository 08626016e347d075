import type { RouteHandler } from "@hono/zod-openapi";
import { apiUsageSchema, dayRangeQuerySchema } from "../../../contracts/api-keys";
import { apiErrorSchema } from "../../../contracts/errors";
import { getApiUsage as getApiUsageService } from "../../services/api-keys/get-api-usage";
import { readDayRange } from "../read-day-range";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getApiUsageRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/api-usage",
  tags: ["API keys"],
  summary: "Requests made with your API keys and credits used, per day (UTC)",
  request: { query: dayRangeQuerySchema },
  responses: {
    200: jsonContent(apiUsageSchema, "One entry per day of the range"),
    400: jsonContent(apiErrorSchema, "A date is not valid, or the range is longer than 366 days"),
  },
});

export const getApiUsage: RouteHandler<typeof getApiUsageRoute> = async (c) => {
  const viewer = c.var.user;
  const { database, apiRequestLog } = c.var.deps;
  // This process's requests still waiting in the log are counted too; other processes' are at most a flush behind.
  await apiRequestLog.flush();
  return c.json(await getApiUsageService(database.db, viewer.id, readDayRange(c.req.valid("query"))), 200);
};
