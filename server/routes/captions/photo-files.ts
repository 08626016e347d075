import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { z } from "zod";
import { photoFileQuerySchema, photoIdParamsSchema } from "../../../contracts/captions";
import { apiErrorSchema } from "../../../contracts/errors";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { deleteCaptionPhoto } from "../../services/captions/delete-caption-photos";
import { readPhotoFile } from "../../services/captions/read-photo-file";
import { jsonContent } from "../create-router";
import { captionServiceDeps } from "./caption-service-deps";

export const getPhotoFileRoute = createRoute({
  method: "get",
  path: "/captions/photos/{id}/file",
  tags: ["Captions"],
  summary: "A stored copy of your photo: the thumbnail, or the cleaned full-size image (no EXIF)",
  request: { params: photoIdParamsSchema, query: photoFileQuerySchema },
  responses: {
    200: { content: { "image/webp": { schema: z.string() }, "image/jpeg": { schema: z.string() }, "image/png": { schema: z.string() } }, description: "The image" },
    401: jsonContent(apiErrorSchema, "Not signed in"),
    404: jsonContent(apiErrorSchema, "No such photo of yours"),
  },
});

export const getPhotoFile: RouteHandler<typeof getPhotoFileRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  const file = await readPhotoFile(captionServiceDeps(c), viewer.id, c.req.valid("param").id, c.req.valid("query").variant);
  c.header("content-type", file.contentType);
  // Only its owner may see it: kept in the browser's own cache, never a shared one.
  c.header("cache-control", "private, max-age=3600");
  return c.body(new Uint8Array(file.body), 200);
};

export const deletePhotoRoute = createRoute({
  method: "delete",
  path: "/captions/photos/{id}",
  tags: ["Captions"],
  summary: "Remove a photo from its set, with its stored copies",
  request: { params: photoIdParamsSchema },
  responses: { 204: { description: "Deleted" }, 401: jsonContent(apiErrorSchema, "Not signed in"), 404: jsonContent(apiErrorSchema, "No such photo of yours") },
});

export const deletePhoto: RouteHandler<typeof deletePhotoRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  await deleteCaptionPhoto(captionServiceDeps(c), viewer.id, c.req.valid("param").id);
  return c.body(null, 204);
};
