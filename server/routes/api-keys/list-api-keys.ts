import type { RouteHandler } from "@hono/zod-openapi";
import { apiKeysPageSchema, apiKeysQuerySchema } from "../../../contracts/api-keys";
import { listApiKeys as listApiKeysService } from "../../services/api-keys/list-api-keys";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const listApiKeysRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/api-keys",
  tags: ["API keys"],
  summary: "Your API keys, newest first (the keys themselves are never shown again, only their first characters)",
  request: { query: apiKeysQuerySchema },
  responses: {
    200: jsonContent(apiKeysPageSchema, "A page of keys"),
  },
});

export const listApiKeys: RouteHandler<typeof listApiKeysRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await listApiKeysService(c.var.deps.database.db, viewer.id, c.req.valid("query")), 200);
};
