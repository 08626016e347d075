import type { RouteHandler } from "@hono/zod-openapi";
import { z } from "zod";
import { photoFileQuerySchema, photoIdParamsSchema } from "../../../contracts/captions";
import { apiErrorSchema } from "../../../contracts/errors";
import { deleteCaptionPhoto } from "../../services/captions/delete-caption-photos";
import { readPhotoFile } from "../../services/captions/read-photo-file";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { captionServiceDeps } from "./caption-service-deps";

export const getPhotoFileRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/captions/photos/{id}/file",
  tags: ["Captions"],
  summary: "A stored copy of your photo: the thumbnail, or the cleaned full-size image (no EXIF)",
  request: { params: photoIdParamsSchema, query: photoFileQuerySchema },
  responses: {
    200: { content: { "image/webp": { schema: z.string() }, "image/jpeg": { schema: z.string() }, "image/png": { schema: z.string() } }, description: "The image" },
    404: jsonContent(apiErrorSchema, "No such photo of yours"),
  },
});

export const getPhotoFile: RouteHandler<typeof getPhotoFileRoute> = async (c) => {
  const viewer = c.var.user;
  const file = await readPhotoFile(captionServiceDeps(c), viewer.id, c.req.valid("param").id, c.req.valid("query").variant);
  c.header("content-type", file.contentType);
  // Only its owner may see it: kept in the browser's own cache, never a shared one.
  c.header("cache-control", "private, max-age=3600");
  return c.body(new Uint8Array(file.body), 200);
};

export const deletePhotoRoute = defineRoute({
  access: "signedIn",
  method: "delete",
  path: "/captions/photos/{id}",
  tags: ["Captions"],
  summary: "Remove a photo from its set, with its stored copies",
  request: { params: photoIdParamsSchema },
  responses: { 204: { description: "Deleted" }, 404: jsonContent(apiErrorSchema, "No such photo of yours") },
});

export const deletePhoto: RouteHandler<typeof deletePhotoRoute> = async (c) => {
  const viewer = c.var.user;
  await deleteCaptionPhoto(captionServiceDeps(c), viewer.id, c.req.valid("param").id);
  return c.body(null, 204);
};
