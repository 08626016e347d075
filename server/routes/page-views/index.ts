import { createRouter } from "../create-router";
import { recordPageView, recordPageViewRoute } from "./record-page-view";

export const pageViewRoutes = createRouter().openapi(recordPageViewRoute, recordPageView);
