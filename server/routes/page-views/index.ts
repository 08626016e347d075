import { createRouter } from "../create-router";
import { recordPageView, recordPageViewRoute } from "./record-page-view";
import { summarizePageViews, summarizePageViewsRoute } from "./summarize-page-views";

export const pageViewRoutes = createRouter()
  .openapi(recordPageViewRoute, recordPageView)
  .openapi(summarizePageViewsRoute, summarizePageViews);
