import type { RouteHandler } from "@hono/zod-openapi";
import { apiKeyParamsSchema, apiKeySchema } from "../../../contracts/api-keys";
import { apiErrorSchema } from "../../../contracts/errors";
import { revokeApiKey as revokeApiKeyService } from "../../services/api-keys/revoke-api-key";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const revokeApiKeyRoute = defineRoute({
  access: "sessionOnly",
  method: "delete",
  path: "/api-keys/{id}",
  tags: ["API keys"],
  summary: "Revoke an API key: it is refused from the next request on (signed in with a session)",
  request: { params: apiKeyParamsSchema },
  responses: {
    200: jsonContent(apiKeySchema, "The key, revoked"),
    404: jsonContent(apiErrorSchema, "No such key of yours"),
  },
});

export const revokeApiKey: RouteHandler<typeof revokeApiKeyRoute> = async (c) => {
  const viewer = c.var.user;
  const { database, apiKeyCache } = c.var.deps;
  const revoked = await revokeApiKeyService(database.db, viewer.id, c.req.valid("param").id);
  // Refused from this process's next request on; the others hold their lookup for at most a second (api-key-cache.ts).
  apiKeyCache.forget(revoked.id);
  return c.json(revoked, 200);
};
