import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiKeyParamsSchema, apiKeySchema } from "../../../contracts/api-keys";
import { apiErrorSchema } from "../../../contracts/errors";
import { requireSessionUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { revokeApiKey as revokeApiKeyService } from "../../services/api-keys/revoke-api-key";
import { jsonContent } from "../create-router";

export const revokeApiKeyRoute = createRoute({
  method: "delete",
  path: "/api-keys/{id}",
  tags: ["API keys"],
  summary: "Revoke an API key: it is refused from the next request on (signed in with a session)",
  request: { params: apiKeyParamsSchema },
  responses: {
    200: jsonContent(apiKeySchema, "The key, revoked"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
    403: jsonContent(apiErrorSchema, "Called with an API key"),
    404: jsonContent(apiErrorSchema, "No such key of yours"),
  },
});

export const revokeApiKey: RouteHandler<typeof revokeApiKeyRoute, AppEnv> = async (c) => {
  const viewer = await requireSessionUser(c);
  return c.json(await revokeApiKeyService(c.var.deps.database.db, viewer.id, c.req.valid("param").id), 200);
};
