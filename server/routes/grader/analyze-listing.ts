import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { analyzeListingRequestSchema, analyzeListingResponseSchema } from "../../../contracts/grader";
import { getViewer } from "../../auth/resolve-viewer";
import { runGraderAnalysis } from "../../services/grader/run-grader-analysis";
import { defineRoute } from "../define-route";
import { sendWrittenJson } from "../send-written-json";
import { jsonContent } from "../create-router";
import { graderSubjectId } from "./grader-cookie";

export const analyzeListingRoute = defineRoute({
  access: "public",
  method: "post",
  path: "/grader/analyze",
  tags: ["Grader"],
  summary: "Grade a listing given by Airbnb URL, pasted text or as a normalised listing (3 an hour per browser)",
  request: { body: { content: { "application/json": { schema: analyzeListingRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(analyzeListingResponseSchema, "The result: full for a signed-in caller (GRADER_RESULTS=signed-in, the default), else the summary with each weak part's top suggestion; GRADER_RESULTS=admins keeps the full result for admins, everyone for all"),
    400: jsonContent(apiErrorSchema, "The body is not one URL, text or listing (the spec's messages), the listing is mock or empty, or a homeId was sent without signing in"),
    404: jsonContent(apiErrorSchema, "The homeId is not one of your homes"),
    429: {
      ...jsonContent(apiErrorSchema, "Rate limit reached; details.usage holds the counts"),
      headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds until an analysis is allowed" } },
    },
    502: jsonContent(
      apiErrorSchema,
      "The marketplace page could not be read. details.counted is false when our server could not reach the marketplace (its name, connection, time limit or 5xx): that analysis is not counted",
    ),
  },
});

export const analyzeListing: RouteHandler<typeof analyzeListingRoute> = async (c) => {
  const { homeId, ...input } = c.req.valid("json");
  const { env, database, listingImporter, metrics } = c.var.deps;
  const viewer = await getViewer(c);
  const visitorId = graderSubjectId(c, viewer);
  const answer = await runGraderAnalysis(
    { db: database.db, importer: listingImporter, ipLimit: env.GRADER_IP_LIMIT, graderResults: env.GRADER_RESULTS, metrics },
    { input, viewer, visitorId, ip: c.var.clientIp, homeId },
  );
  return sendWrittenJson(c, answer);
};
