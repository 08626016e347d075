import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingDraftSchema, saveDraftRequestSchema } from "../../../contracts/listings";
import { deleteDraft as remove, readDraft, saveDraft as save } from "../../services/listings/listing-drafts";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getDraftRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/listings/draft",
  tags: ["Listings"],
  summary: "The create-listing form as you left it",
  responses: { 200: jsonContent(listingDraftSchema, "The draft; empty facts when there is none") },
});

export const getDraft: RouteHandler<typeof getDraftRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await readDraft(c.var.deps.database.db, viewer.id), 200);
};

export const saveDraftRoute = defineRoute({
  access: "signedIn",
  method: "put",
  path: "/listings/draft",
  tags: ["Listings"],
  summary: "Save the create-listing form as you type (it need not be complete)",
  request: { body: { ...jsonContent(saveDraftRequestSchema, "The form's values"), required: true } },
  responses: { 200: jsonContent(listingDraftSchema, "Saved"), 400: jsonContent(apiErrorSchema, "Not an object") },
});

export const saveDraft: RouteHandler<typeof saveDraftRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await save(c.var.deps.database.db, viewer.id, c.req.valid("json").facts), 200);
};

export const deleteDraftRoute = defineRoute({
  access: "signedIn",
  method: "delete",
  path: "/listings/draft",
  tags: ["Listings"],
  summary: "Start the form afresh",
  responses: { 204: { description: "Deleted" } },
});

export const deleteDraft: RouteHandler<typeof deleteDraftRoute> = async (c) => {
  const viewer = c.var.user;
  await remove(c.var.deps.database.db, viewer.id);
  return c.body(null, 204);
};
