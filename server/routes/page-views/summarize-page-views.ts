import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { pageViewSummaryQuerySchema, pageViewSummarySchema } from "../../../contracts/page-views";
import { requireAdmin } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { summarizePageViews as summarize } from "../../services/analytics/summarize-page-views";
import { jsonContent } from "../create-router";

export const summarizePageViewsRoute = createRoute({
  method: "get",
  path: "/admin/page-views",
  tags: ["Admin"],
  summary: "Page views by day and by path (admins)",
  request: { query: pageViewSummaryQuerySchema },
  responses: {
    200: jsonContent(pageViewSummarySchema, "The summary"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
    403: jsonContent(apiErrorSchema, "Not an admin"),
  },
});

export const summarizePageViews: RouteHandler<typeof summarizePageViewsRoute, AppEnv> = async (c) => {
  await requireAdmin(c);
  const now = new Date();
  const start = new Date(now.getTime() - c.req.valid("query").days * 24 * 60 * 60 * 1000);
  return c.json(await summarize(c.var.deps.database.db, { start, end: now }), 200);
};
