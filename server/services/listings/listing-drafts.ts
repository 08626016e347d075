import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listingDrafts } from "../../db/schema/listings";

export async function readDraft(db: Database, userId: string): Promise<{ facts: Record<string, unknown>; updatedAt: string | null }> {
  const [row] = await db.select().from(listingDrafts).where(eq(listingDrafts.userId, userId));
  return row ? { facts: row.facts as Record<string, unknown>, updatedAt: row.updatedAt.toISOString() } : { facts: {}, updatedAt: null };
}

/** Saves the form as the host types (one draft per user; the body limit keeps it small). */
export async function saveDraft(db: Database, userId: string, facts: Record<string, unknown>): Promise<{ facts: Record<string, unknown>; updatedAt: string }> {
  const now = new Date();
  await db
    .insert(listingDrafts)
    .values({ userId, facts, updatedAt: now })
    .onConflictDoUpdate({ target: listingDrafts.userId, set: { facts, updatedAt: now } });
  return { facts, updatedAt: now.toISOString() };
}

export async function deleteDraft(db: Database, userId: string): Promise<void> {
  await db.delete(listingDrafts).where(eq(listingDrafts.userId, userId));
}
