import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingsPageSchema, listingsQuerySchema } from "../../../contracts/listings";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { listListings as list } from "../../services/listings/list-listings";
import { jsonContent } from "../create-router";

export const listListingsRoute = createRoute({
  method: "get",
  path: "/listings",
  tags: ["Listings"],
  summary: "Your generated listings, newest first, with search and paging",
  request: { query: listingsQuerySchema },
  responses: {
    200: jsonContent(listingsPageSchema, "A page of listings"),
    400: jsonContent(apiErrorSchema, "A query parameter is not valid"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
  },
});

export const listListings: RouteHandler<typeof listListingsRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await list(c.var.deps.database.db, viewer.id, c.req.valid("query")), 200);
};
