import type { RouteHandler } from "@hono/zod-openapi";
import { readyResponseSchema } from "../../../contracts/health";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getReadyRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/ready",
  tags: ["Operations"],
  summary: "The server can serve requests: its database answers (readiness)",
  responses: {
    200: jsonContent(readyResponseSchema, "Ready"),
    503: jsonContent(readyResponseSchema, "The database does not answer"),
  },
});

export const getReady: RouteHandler<typeof getReadyRoute> = async (c) => {
  const { database } = c.var.deps;
  const ok = await database.ping();
  return ok
    ? c.json({ status: "ready" as const, database: database.kind }, 200)
    : c.json({ status: "not_ready" as const, database: database.kind }, 503);
};
