import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { CaptionSetSummary } from "../../../contracts/captions";
import type { Database } from "../../db/client";
import { captionPhotos, captionSets } from "../../db/schema/captions";
import { presentSetSummary } from "./present-caption-set";

/** The history shows this many sets, most recently used first. */
export const CAPTION_HISTORY_SIZE = 50;

/** The user's photo sets with their counts; the list shows each set's first photo. */
export async function listCaptionSets(db: Database, userId: string): Promise<CaptionSetSummary[]> {
  const sets = await db.select().from(captionSets).where(eq(captionSets.userId, userId)).orderBy(desc(captionSets.updatedAt)).limit(CAPTION_HISTORY_SIZE);
  if (sets.length === 0) return [];
  const ids = sets.map((set) => set.id);
  const counts = await db
    .select({ setId: captionPhotos.setId, photos: count(), captioned: count(captionPhotos.caption) })
    .from(captionPhotos)
    .where(inArray(captionPhotos.setId, ids))
    .groupBy(captionPhotos.setId);
  const firsts = await db
    .selectDistinctOn([captionPhotos.setId], { setId: captionPhotos.setId, id: captionPhotos.id })
    .from(captionPhotos)
    .where(inArray(captionPhotos.setId, ids))
    .orderBy(captionPhotos.setId, asc(captionPhotos.position));
  return sets.map((set) => {
    const counted = counts.find((row) => row.setId === set.id);
    const first = firsts.find((row) => row.setId === set.id);
    return presentSetSummary(set, { photoCount: counted?.photos ?? 0, captionedCount: counted?.captioned ?? 0, coverPhotoId: first?.id ?? null });
  });
}
