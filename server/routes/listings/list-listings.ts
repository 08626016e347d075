import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingsPageSchema, listingsQuerySchema } from "../../../contracts/listings";
import { listListings as list } from "../../services/listings/list-listings";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const listListingsRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/listings",
  tags: ["Listings"],
  summary: "Your generated listings, newest first, with search and paging",
  request: { query: listingsQuerySchema },
  responses: {
    200: jsonContent(listingsPageSchema, "A page of listings"),
    400: jsonContent(apiErrorSchema, "A query parameter is not valid"),
  },
});

export const listListings: RouteHandler<typeof listListingsRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await list(c.var.deps.database.db, viewer.id, c.req.valid("query")), 200);
};
