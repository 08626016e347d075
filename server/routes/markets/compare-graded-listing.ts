import { createRoute, type RouteHandler, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { gradeMarketSchema } from "../../../contracts/markets";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { compareGradedListing as compareGraded } from "../../services/markets/compare-graded-listing";
import { jsonContent } from "../create-router";

export const compareGradedListingRoute = createRoute({
  method: "get",
  path: "/grader/history/{id}/market",
  tags: ["Markets"],
  summary: "One of the user's analyses against its market, when the listing is in a loaded city's data",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: jsonContent(gradeMarketSchema, "The comparison (\"Your market\"), or null with the reason when the listing is in no loaded market"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
    404: jsonContent(apiErrorSchema, "Not in this user's history"),
  },
});

export const compareGradedListing: RouteHandler<typeof compareGradedListingRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await compareGraded(c.var.deps.database.db, viewer.id, c.req.valid("param").id), 200);
};
