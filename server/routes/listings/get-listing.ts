import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingDetailSchema, listingIdParamsSchema } from "../../../contracts/listings";
import { findOwnListing } from "../../services/listings/get-listing";
import { presentListing } from "../../services/listings/present-listing";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getListingRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/listings/{id}",
  tags: ["Listings"],
  summary: "One of your listings: its facts, the written listing, its checks and its grade",
  request: { params: listingIdParamsSchema },
  responses: {
    200: jsonContent(listingDetailSchema, "The listing"),
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
  },
});

export const getListing: RouteHandler<typeof getListingRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(presentListing(await findOwnListing(c.var.deps.database.db, viewer.id, c.req.valid("param").id)), 200);
};
