import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { CreateSetRequest } from "../../../contracts/captions";
import { createSetRequestSchema, MAX_PHOTOS_PER_SET } from "../../../contracts/captions";
import type { Database } from "../../db/client";
import { captionPhotos, captionSets } from "../../db/schema/captions";
import { AppError } from "../../errors";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import { findOwnHome } from "../homes/find-own-home";
import type { CaptionSetRow } from "./caption-rows";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * A new, empty set of photos; without a name it is called after the day ("Photos of Nov 21, 2026"). For one of the
 * user's homes it is the home's photos: named after the home, with its bedrooms and marketplace unless given.
 */
export async function createCaptionSet(db: Database, userId: string, input: CreateSetRequest): Promise<CaptionSetRow> {
  const request = createSetRequestSchema.parse(input);
  const home = request.homeId === undefined ? null : await findOwnHome(db, userId, request.homeId);
  const facts = home?.facts as PropertyFacts | undefined;
  const [row] = await db
    .insert(captionSets)
    .values({
      id: randomUUID(),
      userId,
      homeId: home?.id ?? null,
      name: request.name ?? (home ? `Photos of ${home.name}`.slice(0, 120) : `Photos of ${dateFormat.format(new Date())}`),
      marketplace: request.marketplace ?? facts?.marketplace ?? "airbnb",
      bedrooms: request.bedrooms !== undefined ? request.bedrooms : (facts?.bedrooms ?? null),
    })
    .returning();
  return row!;
}

const fullSetMessage = () => `This set already holds ${MAX_PHOTOS_PER_SET} photos, the most one set can. Remove some, or start a new set.`;

/** Refuses at once an upload into a full set (before the photo is processed); takePhotoPosition still decides. */
export async function assertSetHasRoom(db: Database, set: CaptionSetRow): Promise<void> {
  const [row] = await db.select({ photos: count() }).from(captionPhotos).where(eq(captionPhotos.setId, set.id));
  if ((row?.photos ?? 0) >= MAX_PHOTOS_PER_SET) throw new AppError("conflict", fullSetMessage());
}

/**
 * The next photo position in a set, taken in one conditional statement so parallel uploads never share one, and
 * refused when the set already holds its maximum of photos.
 */
export async function takePhotoPosition(db: Database, set: CaptionSetRow): Promise<number> {
  const [row] = await db
    .update(captionSets)
    .set({ lastPosition: sql`${captionSets.lastPosition} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(captionSets.id, set.id),
        sql`(select count(*) from ${captionPhotos} where ${captionPhotos.setId} = ${set.id}) < ${MAX_PHOTOS_PER_SET}`,
      ),
    )
    .returning({ position: captionSets.lastPosition });
  if (!row) throw new AppError("conflict", fullSetMessage());
  return row.position;
}
