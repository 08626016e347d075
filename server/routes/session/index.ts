import { createRouter } from "../create-router";
import { getSession, getSessionRoute } from "./get-session";

export const sessionRoutes = createRouter().openapi(getSessionRoute, getSession);
