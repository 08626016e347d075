import type { RouteHandler } from "@hono/zod-openapi";
import { captionPhotoSchema, uploadPhotoFormSchema } from "../../../contracts/captions";
import { apiErrorSchema } from "../../../contracts/errors";
import { addCaptionPhoto } from "../../services/captions/add-caption-photo";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { captionServiceDeps } from "./caption-service-deps";

export const uploadPhotoRoute = defineRoute({
  access: "signedIn",
  method: "post",
  path: "/captions",
  tags: ["Captions"],
  summary: "Upload one photo: checked, cleaned of EXIF, audited and captioned (1 image-caption credit per photo captioned)",
  description:
    "One photo a request, as multipart/form-data (field `photo`, at most 20 MB; JPEG, PNG or WebP by content). Without `setId` a new set is made. " +
    "With an AI model configured the photo is captioned at once; with the offline writer it is captioned when `roomType` is given, else it waits " +
    "(status `pending`) for POST /captions/photos/{id}/caption. A caption that could not be written is answered as the photo with status `failed` " +
    "and its `error`; nothing is charged for it.",
  request: { body: { content: { "multipart/form-data": { schema: uploadPhotoFormSchema } }, required: true } },
  responses: {
    201: jsonContent(captionPhotoSchema, "The photo, stored and audited; captioned when the writer could"),
    400: jsonContent(apiErrorSchema, "A field is not valid, or the file could not be read as an image"),
    402: jsonContent(apiErrorSchema, "Please purchase more credits to continue. (no image-caption credits)"),
    404: jsonContent(apiErrorSchema, "No such set of yours"),
    409: jsonContent(apiErrorSchema, "The set already holds 30 photos"),
    413: jsonContent(apiErrorSchema, "The photo is larger than 20 MB"),
    415: jsonContent(apiErrorSchema, "The file is not a JPEG, PNG or WebP image"),
  },
});

export const uploadPhoto: RouteHandler<typeof uploadPhotoRoute> = async (c) => {
  const viewer = c.var.user;
  const { photo, ...fields } = c.req.valid("form");
  const bytes = Buffer.from(await photo.arrayBuffer());
  return c.json(await addCaptionPhoto(captionServiceDeps(c), { viewer, bytes, fileName: photo.name, ...fields }), 201);
};
