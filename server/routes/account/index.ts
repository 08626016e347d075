import { createRouter } from "../create-router";
import { getAccount, getAccountRoute } from "./get-account";

export const accountRoutes = createRouter().openapi(getAccountRoute, getAccount);
