import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { analyzeListingResponseSchema } from "../../../contracts/grader";
import { gradeHomeRequestSchema, homeIdParamsSchema } from "../../../contracts/homes";
import { gradeHome as grade } from "../../services/homes/grade-home";
import { defineRoute } from "../define-route";
import { sendWrittenJson } from "../send-written-json";
import { jsonContent } from "../create-router";
import { graderSubjectId } from "../grader/grader-cookie";

export const gradeHomeRoute = defineRoute({
  access: "signedIn",
  method: "post",
  path: "/homes/{id}/grade",
  tags: ["Homes"],
  summary: "Grade a home again: its Airbnb listing when you give the URL, else its newest written listing; the score joins the home's history (counts as one of the grader's analyses)",
  request: { params: homeIdParamsSchema, body: { ...jsonContent(gradeHomeRequestSchema, "The Airbnb URL, or nothing"), required: true } },
  responses: {
    200: jsonContent(analyzeListingResponseSchema, "The grader's full result"),
    400: jsonContent(apiErrorSchema, "The URL is not an Airbnb listing URL"),
    404: jsonContent(apiErrorSchema, "No such home of yours"),
    409: jsonContent(apiErrorSchema, "No URL was given and the home has no finished listing"),
    429: {
      ...jsonContent(apiErrorSchema, "The grader's limit is reached; details.usage holds the counts"),
      headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds until an analysis is allowed" } },
    },
    502: jsonContent(apiErrorSchema, "The marketplace page could not be read"),
  },
});

export const gradeHome: RouteHandler<typeof gradeHomeRoute> = async (c) => {
  const viewer = c.var.user;
  const body = c.req.valid("json");
  const { env, database, listingImporter, metrics } = c.var.deps;
  const answer = await grade(
    { db: database.db, importer: listingImporter, ipLimit: env.GRADER_IP_LIMIT, graderResults: env.GRADER_RESULTS, metrics },
    {
      viewer,
      homeId: c.req.valid("param").id,
      listingUrl: body.source === "url" ? body : undefined,
      visitorId: graderSubjectId(c, viewer),
      ip: c.var.clientIp,
    },
  );
  return sendWrittenJson(c, answer);
};
