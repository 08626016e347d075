import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client";

/**
 * The committed SQL migrations live in drizzle/ at the project root. The server runs from server/db/ (tsx) or
 * from build/node/ (bundled), so the folder is found by walking up rather than by a fixed relative path.
 */
export function findMigrationsFolder(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No drizzle/ migrations folder above ${start}`);
  }
}

const MIGRATION_LOCK_ID = 7_240_311;

/** Applies every migration not yet applied; safe to run at every start and from several processes. */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = findMigrationsFolder()): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several server processes may start at once on one PostgreSQL: an advisory lock lets one migrate at a time.
  // The lock is held on a connection of its own, so the migration may use the whole pool (even a pool of one).
  const lockClient = new pg.Client(handle.pool!.options);
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lockClient.end();
  }
}
