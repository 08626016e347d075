import { createRouter } from "../create-router";
import { getAdminOverview, getAdminOverviewRoute } from "./get-admin-overview";

export const adminOverviewRoutes = createRouter().openapi(getAdminOverviewRoute, getAdminOverview);
