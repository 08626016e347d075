import { randomUUID } from "node:crypto";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { serverInstances } from "../../db/schema/server-instances";

/** Rows of instances gone this long are deleted; any work they left is recovered by the long time limits by then. */
const FORGET_AFTER = "1 day";

/** Registers this process under a new id; every piece of work it takes records that id. */
export async function registerInstance(db: Database): Promise<string> {
  const id = `instance-${randomUUID()}`;
  await db.insert(serverInstances).values({ id });
  return id;
}

/** "Still alive" (the database's clock, the same for every process). Recreates the row if it was deleted. */
export async function beatInstance(db: Database, id: string): Promise<void> {
  await db
    .insert(serverInstances)
    .values({ id })
    .onConflictDoUpdate({ target: serverInstances.id, set: { lastSeenAt: sql`now()` } });
}

/** A clean stop: the row is left dated at the epoch, so anything this process still held is recovered at once. */
export async function markInstanceStopped(db: Database, id: string): Promise<void> {
  await db.update(serverInstances).set({ lastSeenAt: sql`to_timestamp(0)` }).where(eq(serverInstances.id, id));
}

export async function forgetOldInstances(db: Database): Promise<void> {
  await db.delete(serverInstances).where(lt(serverInstances.lastSeenAt, sql`now() - ${FORGET_AFTER}::interval`));
}

/**
 * The ids of registered instances not seen for `timeoutMs`: their processes died (or stopped). For use in a query:
 * `inArray(table.claimedBy, deadInstanceIds(db, timeoutMs))`. A claimer that never registered is not in it.
 */
export function deadInstanceIds(db: Database, timeoutMs: number) {
  return db
    .select({ id: serverInstances.id })
    .from(serverInstances)
    .where(lt(serverInstances.lastSeenAt, sql`now() - make_interval(secs => ${timeoutMs / 1000})`));
}

/** The ids of registered instances seen within `timeoutMs`: their processes are alive. For use in a query, like deadInstanceIds. */
export function liveInstanceIds(db: Database, timeoutMs: number) {
  return db
    .select({ id: serverInstances.id })
    .from(serverInstances)
    .where(gte(serverInstances.lastSeenAt, sql`now() - make_interval(secs => ${timeoutMs / 1000})`));
}

/** Whether this instance is registered and was not seen for `timeoutMs` (a claimer that never registered is not). */
export async function isInstanceDead(db: Database, id: string, timeoutMs: number): Promise<boolean> {
  const [row] = await db
    .select({ id: serverInstances.id })
    .from(serverInstances)
    .where(and(eq(serverInstances.id, id), lt(serverInstances.lastSeenAt, sql`now() - make_interval(secs => ${timeoutMs / 1000})`)));
  return row !== undefined;
}
