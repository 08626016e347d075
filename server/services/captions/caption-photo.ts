import { eq, sql } from "drizzle-orm";
import { MAX_CAPTION_WRITES } from "../../../contracts/captions";
import { isPhotoRoomType, type PhotoRoomType } from "../../../core/captions/room-types";
import type { MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import { captionPhotos } from "../../db/schema/captions";
import { AppError } from "../../errors";
import { chargeCredits } from "../billing/charge-credits";
import { WriterFailure } from "../../writers/writer-failure";
import type { CaptionResult } from "../../writers/captions/caption-writer";
import type { CaptionPhotoRow, CaptionServiceDeps } from "./caption-rows";
import { PICK_ROOM_MESSAGE } from "../../writers/captions/offline-caption-writer";

export interface CaptionPicks {
  roomType?: PhotoRoomType;
  features?: readonly string[];
}

/** The ledger reference of a photo's caption: one charge per photo, however often it is rewritten. */
export function captionReference(photoId: string): string {
  return `caption:${photoId}`;
}

async function recordFailure(deps: CaptionServiceDeps, photo: CaptionPhotoRow, code: string, message: string, picks: CaptionPicks) {
  await deps.db
    .update(captionPhotos)
    .set({
      // A photo that already has a caption keeps it; the failed rewrite is only reported.
      status: photo.caption === null ? "failed" : "captioned",
      errorCode: code,
      error: message,
      roomType: picks.roomType ?? photo.roomType,
      features: picks.features ? [...picks.features] : photo.features,
    })
    .where(eq(captionPhotos.id, photo.id));
}

async function keepCaption(deps: CaptionServiceDeps, photo: CaptionPhotoRow, result: CaptionResult) {
  await deps.db.transaction(async (tx) => {
    await chargeCredits(tx, { userId: photo.userId, kind: "caption", reference: captionReference(photo.id), description: `Photo caption: ${photo.fileName}` });
    await tx
      .update(captionPhotos)
      .set({
        status: "captioned",
        caption: result.caption,
        altText: result.altText,
        roomType: result.roomType,
        features: result.features,
        writerKind: result.writer.kind,
        writerLabel: result.writer.label,
        errorCode: null,
        error: null,
        writes: sql`${captionPhotos.writes} + 1`,
        captionedAt: new Date(),
      })
      .where(eq(captionPhotos.id, photo.id));
  });
}

/**
 * Writes a photo's caption and, in ONE transaction, keeps it and charges 1 caption credit (reference
 * "caption:<photoId>", so a rewrite costs nothing more; admins are recorded at 0). A writer failure or a balance
 * that ran out is stored on the photo with its reason, and nothing is charged.
 */
export async function captionPhoto(deps: CaptionServiceDeps, photo: CaptionPhotoRow, marketplace: MarketplaceId, picks: CaptionPicks): Promise<void> {
  if (photo.writes >= MAX_CAPTION_WRITES) {
    throw new AppError("conflict", `This photo has been captioned ${MAX_CAPTION_WRITES} times, the most one photo can be. Edit the caption you like best by hand.`);
  }
  const roomType = picks.roomType ?? (isPhotoRoomType(photo.roomType) ? photo.roomType : undefined);
  const features = picks.features ?? photo.features;
  if (deps.writer.needsPicks && roomType === undefined) throw new AppError("bad_request", PICK_ROOM_MESSAGE);
  const image = await deps.storage.get(photo.modelKey);
  if (image === null) {
    await recordFailure(deps, photo, "photo_missing", "The stored copy of this photo is missing. Delete it and upload it again; nothing was charged.", picks);
    return;
  }
  let result: CaptionResult;
  try {
    result = await deps.writer.write({ image: image.body, roomType, features, marketplace, brightness: photo.brightness }, { userId: photo.userId, reference: captionReference(photo.id) });
  } catch (error) {
    if (!(error instanceof WriterFailure)) throw error;
    deps.logger.warn({ photoId: photo.id, code: error.code }, "caption not written");
    await recordFailure(deps, photo, error.code, error.message, picks);
    return;
  }
  try {
    await keepCaption(deps, photo, result);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "insufficient_credits") throw error;
    await recordFailure(deps, photo, error.code, error.message, picks);
  }
}
