import { databaseOptionsFromEnv, openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { loadEnv } from "../../server/env";

export async function runDbMigrate(): Promise<number> {
  const env = loadEnv();
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await migrateDatabase(database);
    process.stdout.write(`Migrations applied (${database.kind}).\n`);
    return 0;
  } finally {
    await database.close();
  }
}
