import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { adminOverviewQuerySchema, adminOverviewSchema } from "../../../contracts/admin-overview";
import { apiErrorSchema } from "../../../contracts/errors";
import { requireAdmin } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { getAdminOverview as getOverview } from "../../services/analytics/get-admin-overview";
import { jsonContent } from "../create-router";

export const getAdminOverviewRoute = createRoute({
  method: "get",
  path: "/admin/overview",
  tags: ["Admin"],
  summary: "Page views, sign-ups, analyses, generations and credits sold by UTC day over a range of up to 366 days (admins)",
  request: { query: adminOverviewQuerySchema },
  responses: {
    200: jsonContent(adminOverviewSchema, "Every day of the range with its counts, the totals and the most viewed paths"),
    400: jsonContent(apiErrorSchema, "A date is not YYYY-MM-DD, the range is backwards, or longer than 366 days"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
    403: jsonContent(apiErrorSchema, "Not an admin"),
  },
});

export const getAdminOverview: RouteHandler<typeof getAdminOverviewRoute, AppEnv> = async (c) => {
  await requireAdmin(c);
  return c.json(await getOverview(c.var.deps.database.db, c.req.valid("query")), 200);
};
