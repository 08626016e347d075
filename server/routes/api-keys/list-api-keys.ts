import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiKeysPageSchema, apiKeysQuerySchema } from "../../../contracts/api-keys";
import { apiErrorSchema } from "../../../contracts/errors";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { listApiKeys as listApiKeysService } from "../../services/api-keys/list-api-keys";
import { jsonContent } from "../create-router";

export const listApiKeysRoute = createRoute({
  method: "get",
  path: "/api-keys",
  tags: ["API keys"],
  summary: "Your API keys, newest first (the keys themselves are never shown again, only their first characters)",
  request: { query: apiKeysQuerySchema },
  responses: {
    200: jsonContent(apiKeysPageSchema, "A page of keys"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
  },
});

export const listApiKeys: RouteHandler<typeof listApiKeysRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await listApiKeysService(c.var.deps.database.db, viewer.id, c.req.valid("query")), 200);
};
