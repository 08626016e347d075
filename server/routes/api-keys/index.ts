import { createRouter } from "../create-router";
import { createApiKey, createApiKeyRoute } from "./create-api-key";
import { getApiUsage, getApiUsageRoute } from "./get-api-usage";
import { listApiKeys, listApiKeysRoute } from "./list-api-keys";
import { revokeApiKey, revokeApiKeyRoute } from "./revoke-api-key";

export const apiKeyRoutes = createRouter()
  .openapi(listApiKeysRoute, listApiKeys)
  .openapi(createApiKeyRoute, createApiKey)
  .openapi(revokeApiKeyRoute, revokeApiKey)
  .openapi(getApiUsageRoute, getApiUsage);
