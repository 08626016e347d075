import { createRouter } from "../create-router";
import { analyzeListing, analyzeListingRoute } from "./analyze-listing";
import { getGrade, getGradeRoute } from "./get-grade";
import { getGraderUsage, getGraderUsageRoute } from "./get-grader-usage";
import { listGradeHistory, listGradeHistoryRoute } from "./list-grade-history";

export const graderRoutes = createRouter()
  .openapi(analyzeListingRoute, analyzeListing)
  .openapi(getGraderUsageRoute, getGraderUsage)
  .openapi(listGradeHistoryRoute, listGradeHistory)
  .openapi(getGradeRoute, getGrade);
