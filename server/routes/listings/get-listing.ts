import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingDetailSchema, listingIdParamsSchema } from "../../../contracts/listings";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { findOwnListing } from "../../services/listings/get-listing";
import { presentListing } from "../../services/listings/present-listing";
import { jsonContent } from "../create-router";

export const getListingRoute = createRoute({
  method: "get",
  path: "/listings/{id}",
  tags: ["Listings"],
  summary: "One of your listings: its facts, the written listing, its checks and its grade",
  request: { params: listingIdParamsSchema },
  responses: {
    200: jsonContent(listingDetailSchema, "The listing"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
  },
});

export const getListing: RouteHandler<typeof getListingRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(presentListing(await findOwnListing(c.var.deps.database.db, viewer.id, c.req.valid("param").id)), 200);
};
