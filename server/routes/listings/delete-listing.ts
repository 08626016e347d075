import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingIdParamsSchema } from "../../../contracts/listings";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { deleteListing as remove } from "../../services/listings/delete-listing";
import { jsonContent } from "../create-router";

export const deleteListingRoute = createRoute({
  method: "delete",
  path: "/listings/{id}",
  tags: ["Listings"],
  summary: "Delete one of your listings (the credit ledger keeps its rows)",
  request: { params: listingIdParamsSchema },
  responses: {
    204: { description: "Deleted" },
    401: jsonContent(apiErrorSchema, "Not signed in"),
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
    409: jsonContent(apiErrorSchema, "Still being written"),
  },
});

export const deleteListing: RouteHandler<typeof deleteListingRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  await remove(c.var.deps.database.db, viewer.id, c.req.valid("param").id);
  return c.body(null, 204);
};
