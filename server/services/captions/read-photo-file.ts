import type { StoredFile } from "../../providers/storage/types";
import { AppError } from "../../errors";
import { type CaptionServiceDeps, findOwnPhoto } from "./caption-rows";

/** A stored copy of one of the user's photos (thumbnail or the cleaned full size); anyone else's is a 404. */
export async function readPhotoFile(deps: CaptionServiceDeps, userId: string, photoId: string, variant: "thumbnail" | "image"): Promise<StoredFile> {
  const photo = await findOwnPhoto(deps.db, userId, photoId);
  const file = await deps.storage.get(variant === "thumbnail" ? photo.thumbnailKey : photo.imageKey).catch((error: unknown) => {
    deps.logger.error({ err: error, photoId }, "stored photo not read");
    throw new AppError("service_unavailable", "The photo could not be read from storage just now; please try again in a minute.");
  });
  if (!file) throw new AppError("not_found", "The stored copy of this photo is missing. Delete it and upload it again.");
  return file;
}
