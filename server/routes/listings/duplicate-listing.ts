import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingDetailSchema, listingIdParamsSchema } from "../../../contracts/listings";
import { duplicateListing as duplicate } from "../../services/listings/duplicate-listing";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const duplicateListingRoute = defineRoute({
  access: "signedIn",
  method: "post",
  path: "/listings/{id}/duplicate",
  tags: ["Listings"],
  summary: "Copy a finished listing to edit into a variant (free: nothing is written again)",
  request: { params: listingIdParamsSchema },
  responses: {
    201: jsonContent(listingDetailSchema, "The copy"),
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
    409: jsonContent(apiErrorSchema, "The listing is not finished"),
  },
});

export const duplicateListing: RouteHandler<typeof duplicateListingRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await duplicate(c.var.deps.database.db, viewer.id, c.req.valid("param").id), 201);
};
