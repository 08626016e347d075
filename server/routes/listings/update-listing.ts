import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingDetailSchema, listingIdParamsSchema, updateListingRequestSchema } from "../../../contracts/listings";
import { updateListing as update } from "../../services/listings/update-listing";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const updateListingRoute = defineRoute({
  access: "signedIn",
  method: "patch",
  path: "/listings/{id}",
  tags: ["Listings"],
  summary: "Save your edits of a listing's texts; its checks and grade are run again",
  request: { params: listingIdParamsSchema, body: { ...jsonContent(updateListingRequestSchema, "The texts you changed"), required: true } },
  responses: {
    200: jsonContent(listingDetailSchema, "The listing with your edits, checked and graded"),
    400: jsonContent(apiErrorSchema, "An edit is not valid"),
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
    409: jsonContent(apiErrorSchema, "The listing is not finished"),
  },
});

export const updateListing: RouteHandler<typeof updateListingRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await update(c.var.deps.database.db, viewer.id, c.req.valid("param").id, c.req.valid("json")), 200);
};
