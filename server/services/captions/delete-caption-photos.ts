import { and, eq } from "drizzle-orm";
import { captionPhotos, captionSets } from "../../db/schema/captions";
import { type CaptionServiceDeps, deleteStoredCopies, findOwnPhoto, findOwnSet, selectSetPhotos } from "./caption-rows";

/** Removes one photo and its stored copies; its caption credit, if charged, stays spent. */
export async function deleteCaptionPhoto(deps: CaptionServiceDeps, userId: string, photoId: string): Promise<void> {
  const photo = await findOwnPhoto(deps.db, userId, photoId);
  await deps.db.delete(captionPhotos).where(and(eq(captionPhotos.id, photo.id), eq(captionPhotos.userId, userId)));
  await deps.db.update(captionSets).set({ updatedAt: new Date() }).where(eq(captionSets.id, photo.setId));
  await deleteStoredCopies(deps, photo);
}

/** Removes a set, its photos and every stored copy. */
export async function deleteCaptionSet(deps: CaptionServiceDeps, userId: string, setId: string): Promise<void> {
  const set = await findOwnSet(deps.db, userId, setId);
  const photos = await selectSetPhotos(deps.db, set.id);
  await deps.db.delete(captionSets).where(and(eq(captionSets.id, set.id), eq(captionSets.userId, userId)));
  for (const photo of photos) await deleteStoredCopies(deps, photo);
}
