import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingDetailSchema, listingIdParamsSchema, updateListingRequestSchema } from "../../../contracts/listings";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { updateListing as update } from "../../services/listings/update-listing";
import { jsonContent } from "../create-router";

export const updateListingRoute = createRoute({
  method: "patch",
  path: "/listings/{id}",
  tags: ["Listings"],
  summary: "Save your edits of a listing's texts; its checks and grade are run again",
  request: { params: listingIdParamsSchema, body: { ...jsonContent(updateListingRequestSchema, "The texts you changed"), required: true } },
  responses: {
    200: jsonContent(listingDetailSchema, "The listing with your edits, checked and graded"),
    400: jsonContent(apiErrorSchema, "An edit is not valid"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
    409: jsonContent(apiErrorSchema, "The listing is not finished"),
  },
});

export const updateListing: RouteHandler<typeof updateListingRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await update(c.var.deps.database.db, viewer.id, c.req.valid("param").id, c.req.valid("json")), 200);
};
