import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingDetailSchema, listingIdParamsSchema } from "../../../contracts/listings";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { duplicateListing as duplicate } from "../../services/listings/duplicate-listing";
import { jsonContent } from "../create-router";

export const duplicateListingRoute = createRoute({
  method: "post",
  path: "/listings/{id}/duplicate",
  tags: ["Listings"],
  summary: "Copy a finished listing to edit into a variant (free: nothing is written again)",
  request: { params: listingIdParamsSchema },
  responses: {
    201: jsonContent(listingDetailSchema, "The copy"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
    409: jsonContent(apiErrorSchema, "The listing is not finished"),
  },
});

export const duplicateListing: RouteHandler<typeof duplicateListingRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await duplicate(c.var.deps.database.db, viewer.id, c.req.valid("param").id), 201);
};
