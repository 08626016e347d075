import type { RouteHandler } from "@hono/zod-openapi";
import { createApiKeyRequestSchema, createdApiKeySchema } from "../../../contracts/api-keys";
import { apiErrorSchema } from "../../../contracts/errors";
import { createApiKey as createApiKeyService } from "../../services/api-keys/create-api-key";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const createApiKeyRoute = defineRoute({
  access: "sessionOnly",
  method: "post",
  path: "/api-keys",
  tags: ["API keys"],
  summary: "Create an API key (signed in with a session; the key is in this answer only)",
  request: { body: { ...jsonContent(createApiKeyRequestSchema, "The key's name"), required: true } },
  responses: {
    201: jsonContent(createdApiKeySchema, "The new key, with the key itself: store it now, it is not shown again"),
    400: jsonContent(apiErrorSchema, "No name, or a name too long"),
    409: jsonContent(apiErrorSchema, "Too many active keys"),
  },
});

export const createApiKey: RouteHandler<typeof createApiKeyRoute> = async (c) => {
  const viewer = c.var.user;
  c.header("cache-control", "no-store");
  return c.json(await createApiKeyService(c.var.deps.database.db, viewer.id, c.req.valid("json").name), 201);
};
