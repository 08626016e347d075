import { randomUUID } from "node:crypto";
import path from "node:path";
import type { CaptionPhoto } from "../../../contracts/captions";
import type { Viewer } from "../../../contracts/session";
import type { PhotoRoomType } from "../../../core/captions/room-types";
import type { MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import { captionPhotos } from "../../db/schema/captions";
import { AppError } from "../../errors";
import { type CaptionPhotoRow, type CaptionServiceDeps, type CaptionSetRow, deleteStoredCopies, findOwnSet, photoStorageKeys } from "./caption-rows";
import { captionPhoto } from "./caption-photo";
import { assertSetHasRoom, createCaptionSet, takePhotoPosition } from "./create-caption-set";
import { getCaptionSet } from "./get-caption-set";
import { type PreparedPhoto, preparePhoto } from "./prepare-photo";
import { requireCaptionCredit } from "./require-caption-credit";

export interface AddPhotoInput {
  viewer: Viewer;
  bytes: Buffer;
  fileName: string;
  setId?: string;
  roomType?: PhotoRoomType;
  features?: string[];
  marketplace?: MarketplaceId;
  bedrooms?: number;
}

export const STORAGE_UNAVAILABLE_MESSAGE = "The photo could not be stored just now. Nothing was charged; please try again in a minute.";

/** The uploader's file name without any folder part or control characters, for display only (keys never use it). */
export function cleanFileName(name: string): string {
  const base = path.posix.basename(name.replaceAll("\\", "/")).replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return base.slice(0, 200) || "photo";
}

async function storeCopies(deps: CaptionServiceDeps, userId: string, id: string, prepared: PreparedPhoto) {
  const keys = photoStorageKeys(userId, id, prepared.format);
  await Promise.all([
    deps.storage.put(keys.imageKey, prepared.image, `image/${prepared.format}`),
    deps.storage.put(keys.modelKey, prepared.model, "image/jpeg"),
    deps.storage.put(keys.thumbnailKey, prepared.thumbnail, "image/webp"),
  ]).catch(async (error: unknown) => {
    deps.logger.error({ err: error, photoId: id }, "photo not stored");
    await deleteStoredCopies(deps, { id, ...keys });
    throw new AppError("service_unavailable", STORAGE_UNAVAILABLE_MESSAGE);
  });
  return keys;
}

/**
 * One uploaded photo: the caption credit is checked first, the file is checked by its content and its EXIF-free
 * copies stored, then it is captioned at once when the writer can (a model, or the host's picks for the offline
 * writer). The answer is the photo as the set now sees it (its audit issues included).
 */
export async function addCaptionPhoto(deps: CaptionServiceDeps, input: AddPhotoInput): Promise<CaptionPhoto> {
  const userId = input.viewer.id;
  await requireCaptionCredit(deps.db, input.viewer);
  const existing = input.setId ? await findOwnSet(deps.db, userId, input.setId) : null;
  if (existing) await assertSetHasRoom(deps.db, existing);
  const fileName = cleanFileName(input.fileName);
  const prepared = await preparePhoto(input.bytes, fileName);
  const id = randomUUID();
  const keys = await storeCopies(deps, userId, id, prepared);

  let photo: CaptionPhotoRow;
  let set: CaptionSetRow;
  try {
    set = existing ?? (await createCaptionSet(deps.db, userId, { marketplace: input.marketplace, bedrooms: input.bedrooms ?? null }));
    const position = await takePhotoPosition(deps.db, set);
    [photo] = (await deps.db
      .insert(captionPhotos)
      .values({
        id,
        setId: set.id,
        userId,
        position,
        fileName,
        format: prepared.format,
        uploadBytes: input.bytes.length,
        width: prepared.width,
        height: prepared.height,
        ...keys,
        ...prepared.measures,
        roomType: input.roomType ?? null,
        features: input.features ?? [],
      })
      .returning()) as [CaptionPhotoRow];
  } catch (error) {
    await deleteStoredCopies(deps, { id, ...keys });
    throw error;
  }
  if (!deps.writer.needsPicks || input.roomType !== undefined) {
    await captionPhoto(deps, photo, set.marketplace as MarketplaceId, { roomType: input.roomType, features: input.features });
  }
  const view = await getCaptionSet(deps, userId, set.id);
  return view.photos.find((p) => p.id === id)!;
}
