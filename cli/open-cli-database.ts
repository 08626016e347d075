import { databaseOptionsFromEnv, openDatabase, type DatabaseHandle } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { type Env, loadEnv } from "../server/env";

/**
 * The database of DATABASE_URL, or the embedded one under DATA_DIR, migrated. On the embedded database this takes the
 * folder's lock first: while a server holds it, the command is refused at once (DatabaseLockedError, printed by
 * cli/index.ts) and writes nothing, rather than writing into a copy that the server never sees.
 */
export async function openCliDatabase(command: string, env: Env = loadEnv()): Promise<DatabaseHandle> {
  const database = await openDatabase(databaseOptionsFromEnv(env, `the command line (${command})`));
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
