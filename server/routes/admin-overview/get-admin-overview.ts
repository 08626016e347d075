import type { RouteHandler } from "@hono/zod-openapi";
import { adminOverviewQuerySchema, adminOverviewSchema } from "../../../contracts/admin-overview";
import { apiErrorSchema } from "../../../contracts/errors";
import { getAdminOverview as getOverview } from "../../services/analytics/get-admin-overview";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getAdminOverviewRoute = defineRoute({
  access: "admin",
  method: "get",
  path: "/admin/overview",
  tags: ["Admin"],
  summary: "Page views, sign-ups, analyses, generations and credits sold by UTC day over a range of up to 366 days (admins)",
  request: { query: adminOverviewQuerySchema },
  responses: {
    200: jsonContent(adminOverviewSchema, "Every day of the range with its counts, the totals and the most viewed paths"),
    400: jsonContent(apiErrorSchema, "A date is not YYYY-MM-DD, the range is backwards, or longer than 366 days"),
  },
});

export const getAdminOverview: RouteHandler<typeof getAdminOverviewRoute> = async (c) => {
  return c.json(await getOverview(c.var.deps.database.db, c.req.valid("query")), 200);
};
