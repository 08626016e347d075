import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingIdParamsSchema } from "../../../contracts/listings";
import { deleteListing as remove } from "../../services/listings/delete-listing";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const deleteListingRoute = defineRoute({
  access: "signedIn",
  method: "delete",
  path: "/listings/{id}",
  tags: ["Listings"],
  summary: "Delete one of your listings (the credit ledger keeps its rows)",
  request: { params: listingIdParamsSchema },
  responses: {
    204: { description: "Deleted" },
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
    409: jsonContent(apiErrorSchema, "Still being written"),
  },
});

export const deleteListing: RouteHandler<typeof deleteListingRoute> = async (c) => {
  const viewer = c.var.user;
  await remove(c.var.deps.database.db, viewer.id, c.req.valid("param").id);
  return c.body(null, 204);
};
