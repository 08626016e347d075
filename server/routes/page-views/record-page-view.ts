import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { recordPageViewRequestSchema } from "../../../contracts/page-views";
import { recordPageView as recordPageViewService } from "../../services/analytics/record-page-view";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const recordPageViewRoute = defineRoute({
  access: "public",
  method: "post",
  path: "/page-views",
  tags: ["Analytics"],
  summary: "Record a page view of the web app (each route change)",
  request: { body: { content: { "application/json": { schema: recordPageViewRequestSchema } }, required: true } },
  responses: {
    204: { description: "Recorded" },
    400: jsonContent(apiErrorSchema, "The body is not a page view"),
  },
});

export const recordPageView: RouteHandler<typeof recordPageViewRoute> = async (c) => {
  await recordPageViewService(c.var.deps.database.db, c.req.valid("json"), c.var.viewer?.id ?? null);
  return c.body(null, 204);
};
