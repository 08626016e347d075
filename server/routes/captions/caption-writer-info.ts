import type { RouteHandler } from "@hono/zod-openapi";
import { captionWriterInfoSchema, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_SET } from "../../../contracts/captions";
import { ALT_TEXT_MAX_CHARACTERS, CAPTION_MAX_CHARACTERS } from "../../../core/captions/caption-rules";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const captionWriterInfoRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/captions/writer",
  tags: ["Captions"],
  summary: "Who writes captions (a vision model, or the offline writer from your picks) and the upload limits",
  responses: { 200: jsonContent(captionWriterInfoSchema, "The caption writer") },
});

export const captionWriterInfo: RouteHandler<typeof captionWriterInfoRoute> = async (c) => {
  const { kind, label } = c.var.deps.captionWriter;
  return c.json(
    {
      kind,
      label,
      maxPhotoBytes: MAX_PHOTO_BYTES,
      maxPhotosPerSet: MAX_PHOTOS_PER_SET,
      captionMaxCharacters: CAPTION_MAX_CHARACTERS,
      altTextMaxCharacters: ALT_TEXT_MAX_CHARACTERS,
    },
    200,
  );
};
