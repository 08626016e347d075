import { and, eq } from "drizzle-orm";
import type { UpdateSetRequest } from "../../../contracts/captions";
import type { Database } from "../../db/client";
import { captionSets } from "../../db/schema/captions";
import { findOwnSet } from "./caption-rows";

/** Renames a set or changes its marketplace or bedroom count (which changes the audit's recommended count). */
export async function updateCaptionSet(db: Database, userId: string, setId: string, changes: UpdateSetRequest): Promise<void> {
  await findOwnSet(db, userId, setId);
  await db
    .update(captionSets)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(captionSets.id, setId), eq(captionSets.userId, userId)));
}
