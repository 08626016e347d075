import { createRouter } from "../create-router";
import { getHealth, getHealthRoute } from "./get-health";
import { getReady, getReadyRoute } from "./get-ready";

export const healthRoutes = createRouter().openapi(getHealthRoute, getHealth).openapi(getReadyRoute, getReady);
