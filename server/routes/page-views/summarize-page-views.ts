import type { RouteHandler } from "@hono/zod-openapi";
import { pageViewSummaryQuerySchema, pageViewSummarySchema } from "../../../contracts/page-views";
import { summarizePageViews as summarize } from "../../services/analytics/summarize-page-views";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const summarizePageViewsRoute = defineRoute({
  access: "admin",
  method: "get",
  path: "/admin/page-views",
  tags: ["Admin"],
  summary: "Page views by day and by path (admins)",
  request: { query: pageViewSummaryQuerySchema },
  responses: {
    200: jsonContent(pageViewSummarySchema, "The summary"),
  },
});

export const summarizePageViews: RouteHandler<typeof summarizePageViewsRoute> = async (c) => {
  const now = new Date();
  const start = new Date(now.getTime() - c.req.valid("query").days * 24 * 60 * 60 * 1000);
  return c.json(await summarize(c.var.deps.database.db, { start, end: now }), 200);
};
