import type { RouteHandler } from "@hono/zod-openapi";
import { captionSetListSchema, captionSetSchema, createSetRequestSchema, setIdParamsSchema, updateSetRequestSchema } from "../../../contracts/captions";
import { apiErrorSchema } from "../../../contracts/errors";
import { createCaptionSet } from "../../services/captions/create-caption-set";
import { deleteCaptionSet } from "../../services/captions/delete-caption-photos";
import { getCaptionSet } from "../../services/captions/get-caption-set";
import { listCaptionSets } from "../../services/captions/list-caption-sets";
import { requireCaptionCredit } from "../../services/captions/require-caption-credit";
import { updateCaptionSet } from "../../services/captions/update-caption-set";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { captionServiceDeps } from "./caption-service-deps";

const notYours = jsonContent(apiErrorSchema, "No such set of yours");

export const createSetRoute = defineRoute({
  access: "signedIn",
  method: "post",
  path: "/captions/sets",
  tags: ["Captions"],
  summary: "Start an empty set of photos (one home), to upload into (needs image-caption credits, as uploading does)",
  request: { body: { ...jsonContent(createSetRequestSchema, "Name, marketplace and bedrooms, all optional"), required: true } },
  responses: {
    201: jsonContent(captionSetSchema, "The set"),
    400: jsonContent(apiErrorSchema, "A field is not valid"),
    402: jsonContent(apiErrorSchema, "Please purchase more credits to continue. (no image-caption credits)"),
  },
});

export const createSet: RouteHandler<typeof createSetRoute> = async (c) => {
  const viewer = c.var.user;
  const { db } = c.var.deps.database;
  // New caption work needs credits; a user who ran out still reads, exports and deletes what they made.
  await requireCaptionCredit(db, viewer);
  const set = await createCaptionSet(db, viewer.id, c.req.valid("json"));
  return c.json(await getCaptionSet({ db }, viewer.id, set.id), 201);
};

export const listSetsRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/captions/sets",
  tags: ["Captions"],
  summary: "Your photo sets, most recently used first (the newest 50)",
  responses: { 200: jsonContent(captionSetListSchema, "The sets") },
});

export const listSets: RouteHandler<typeof listSetsRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json({ items: await listCaptionSets(c.var.deps.database.db, viewer.id) }, 200);
};

export const getSetRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/captions/sets/{id}",
  tags: ["Captions"],
  summary: "One set: its photos with captions and alt text, and the photo audit",
  request: { params: setIdParamsSchema },
  responses: { 200: jsonContent(captionSetSchema, "The set"), 404: notYours },
});

export const getSet: RouteHandler<typeof getSetRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await getCaptionSet({ db: c.var.deps.database.db }, viewer.id, c.req.valid("param").id), 200);
};

export const updateSetRoute = defineRoute({
  access: "signedIn",
  method: "patch",
  path: "/captions/sets/{id}",
  tags: ["Captions"],
  summary: "Rename a set, or change its marketplace or bedrooms (the audit follows)",
  request: { params: setIdParamsSchema, body: { ...jsonContent(updateSetRequestSchema, "The fields to change"), required: true } },
  responses: { 200: jsonContent(captionSetSchema, "The set"), 400: jsonContent(apiErrorSchema, "A field is not valid"), 404: notYours },
});

export const updateSet: RouteHandler<typeof updateSetRoute> = async (c) => {
  const viewer = c.var.user;
  const { db } = c.var.deps.database;
  const { id } = c.req.valid("param");
  await updateCaptionSet(db, viewer.id, id, c.req.valid("json"));
  return c.json(await getCaptionSet({ db }, viewer.id, id), 200);
};

export const deleteSetRoute = defineRoute({
  access: "signedIn",
  method: "delete",
  path: "/captions/sets/{id}",
  tags: ["Captions"],
  summary: "Delete a set, its photos and every stored copy",
  request: { params: setIdParamsSchema },
  responses: { 204: { description: "Deleted" }, 404: notYours },
});

export const deleteSet: RouteHandler<typeof deleteSetRoute> = async (c) => {
  const viewer = c.var.user;
  await deleteCaptionSet(captionServiceDeps(c), viewer.id, c.req.valid("param").id);
  return c.body(null, 204);
};

