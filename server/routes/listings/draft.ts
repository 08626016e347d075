import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingDraftSchema, saveDraftRequestSchema } from "../../../contracts/listings";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { deleteDraft as remove, readDraft, saveDraft as save } from "../../services/listings/listing-drafts";
import { jsonContent } from "../create-router";

export const getDraftRoute = createRoute({
  method: "get",
  path: "/listings/draft",
  tags: ["Listings"],
  summary: "The create-listing form as you left it",
  responses: { 200: jsonContent(listingDraftSchema, "The draft; empty facts when there is none"), 401: jsonContent(apiErrorSchema, "Not signed in") },
});

export const getDraft: RouteHandler<typeof getDraftRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await readDraft(c.var.deps.database.db, viewer.id), 200);
};

export const saveDraftRoute = createRoute({
  method: "put",
  path: "/listings/draft",
  tags: ["Listings"],
  summary: "Save the create-listing form as you type (it need not be complete)",
  request: { body: { ...jsonContent(saveDraftRequestSchema, "The form's values"), required: true } },
  responses: { 200: jsonContent(listingDraftSchema, "Saved"), 400: jsonContent(apiErrorSchema, "Not an object"), 401: jsonContent(apiErrorSchema, "Not signed in") },
});

export const saveDraft: RouteHandler<typeof saveDraftRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await save(c.var.deps.database.db, viewer.id, c.req.valid("json").facts), 200);
};

export const deleteDraftRoute = createRoute({
  method: "delete",
  path: "/listings/draft",
  tags: ["Listings"],
  summary: "Start the form afresh",
  responses: { 204: { description: "Deleted" }, 401: jsonContent(apiErrorSchema, "Not signed in") },
});

export const deleteDraft: RouteHandler<typeof deleteDraftRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  await remove(c.var.deps.database.db, viewer.id);
  return c.body(null, 204);
};
