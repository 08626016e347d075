import type { RouteHandler } from "@hono/zod-openapi";
import { captionPhotoSchema, photoIdParamsSchema, writeCaptionRequestSchema } from "../../../contracts/captions";
import { apiErrorSchema } from "../../../contracts/errors";
import { isMarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import { findOwnPhoto, findOwnSet } from "../../services/captions/caption-rows";
import { captionPhoto } from "../../services/captions/caption-photo";
import { getCaptionSet } from "../../services/captions/get-caption-set";
import { requireCaptionCredit } from "../../services/captions/require-caption-credit";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { captionServiceDeps } from "./caption-service-deps";

export const writeCaptionRoute = defineRoute({
  access: "signedIn",
  method: "post",
  path: "/captions/photos/{id}/caption",
  tags: ["Captions"],
  summary: "Write (or rewrite) a photo's caption, from the room and features picked (1 credit the first time only)",
  description: "A failure is answered as the photo with its `error`; a photo that had a caption keeps it. A photo can be captioned 5 times.",
  request: { params: photoIdParamsSchema, body: { ...jsonContent(writeCaptionRequestSchema, "The room and features; without a model the room is required"), required: true } },
  responses: {
    200: jsonContent(captionPhotoSchema, "The photo with its caption, or with the reason there is none"),
    400: jsonContent(apiErrorSchema, "No room picked for the offline writer, or a field is not valid"),
    402: jsonContent(apiErrorSchema, "Please purchase more credits to continue."),
    404: jsonContent(apiErrorSchema, "No such photo of yours"),
    409: jsonContent(apiErrorSchema, "The photo was captioned 5 times already"),
  },
});

export const writeCaption: RouteHandler<typeof writeCaptionRoute> = async (c) => {
  const viewer = c.var.user;
  const deps = captionServiceDeps(c);
  const photo = await findOwnPhoto(deps.db, viewer.id, c.req.valid("param").id);
  // A rewrite is free, so only a photo with no caption yet needs a credit.
  if (photo.caption === null) await requireCaptionCredit(deps.db, viewer);
  const set = await findOwnSet(deps.db, viewer.id, photo.setId);
  await captionPhoto(deps, photo, isMarketplaceId(set.marketplace) ? set.marketplace : "airbnb", c.req.valid("json"));
  const view = await getCaptionSet(deps, viewer.id, set.id);
  return c.json(view.photos.find((p) => p.id === photo.id)!, 200);
};
