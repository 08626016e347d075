import { createRouter } from "../create-router";
import { exportTokenUsage, exportTokenUsageRoute } from "./export-token-usage";
import { getTokenUsage, getTokenUsageRoute } from "./get-token-usage";

export const adminRoutes = createRouter().openapi(getTokenUsageRoute, getTokenUsage).openapi(exportTokenUsageRoute, exportTokenUsage);
