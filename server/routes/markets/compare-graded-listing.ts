import { type RouteHandler, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { gradeMarketSchema } from "../../../contracts/markets";
import { compareGradedListing as compareGraded } from "../../services/markets/compare-graded-listing";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const compareGradedListingRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/grader/history/{id}/market",
  tags: ["Markets"],
  summary: "One of the user's analyses against its market, when the listing is in a loaded city's data",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: jsonContent(gradeMarketSchema, "The comparison (\"Your market\"), or null with the reason when the listing is in no loaded market"),
    404: jsonContent(apiErrorSchema, "Not in this user's history"),
  },
});

export const compareGradedListing: RouteHandler<typeof compareGradedListingRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await compareGraded(c.var.deps.database.db, viewer.id, c.req.valid("param").id), 200);
};
