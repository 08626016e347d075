import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { captionPhotos, captionSets } from "../../db/schema/captions";
import type { Logger } from "../../logger";
import type { FileStorage } from "../../providers/storage/types";
import { AppError } from "../../errors";
import type { CaptionWriter } from "../../writers/captions/caption-writer";

export type CaptionSetRow = typeof captionSets.$inferSelect;
export type CaptionPhotoRow = typeof captionPhotos.$inferSelect;

/** What the caption services need. */
export interface CaptionServiceDeps {
  db: Database;
  storage: FileStorage;
  writer: CaptionWriter;
  logger: Logger;
}

/** One of the user's sets; another user's is as unknown as a missing one (404, so ids reveal nothing). */
export async function findOwnSet(db: Database, userId: string, id: string): Promise<CaptionSetRow> {
  const [row] = await db.select().from(captionSets).where(and(eq(captionSets.id, id), eq(captionSets.userId, userId)));
  if (!row) throw new AppError("not_found", "This photo set does not exist, or it is not yours.");
  return row;
}

export async function findOwnPhoto(db: Database, userId: string, id: string): Promise<CaptionPhotoRow> {
  const [row] = await db.select().from(captionPhotos).where(and(eq(captionPhotos.id, id), eq(captionPhotos.userId, userId)));
  if (!row) throw new AppError("not_found", "This photo does not exist, or it is not yours.");
  return row;
}

export async function selectSetPhotos(db: Database, setId: string): Promise<CaptionPhotoRow[]> {
  return db.select().from(captionPhotos).where(eq(captionPhotos.setId, setId)).orderBy(asc(captionPhotos.position));
}

/** Every photo of a user's, in every set (their files are removed with the account). */
export async function selectUserPhotos(db: Database, userId: string): Promise<CaptionPhotoRow[]> {
  return db.select().from(captionPhotos).where(eq(captionPhotos.userId, userId));
}

/** Where a photo's copies are stored: under the user, so a whole account's files share one prefix. */
export function photoStorageKeys(userId: string, photoId: string, format: "jpeg" | "png" | "webp") {
  const folder = `captions/${userId}/${photoId}`;
  return { imageKey: `${folder}/image.${format === "jpeg" ? "jpg" : format}`, modelKey: `${folder}/model.jpg`, thumbnailKey: `${folder}/thumbnail.webp` };
}

/** Deletes a photo's stored copies; a failure is logged, not thrown (the row is what the user sees). */
export async function deleteStoredCopies(deps: Pick<CaptionServiceDeps, "storage" | "logger">, photo: Pick<CaptionPhotoRow, "id" | "imageKey" | "modelKey" | "thumbnailKey">) {
  const results = await Promise.allSettled([photo.imageKey, photo.modelKey, photo.thumbnailKey].map((key) => deps.storage.delete(key)));
  for (const result of results) {
    if (result.status === "rejected") deps.logger.warn({ err: result.reason, photoId: photo.id }, "stored photo copy not deleted");
  }
}
