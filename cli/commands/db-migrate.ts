import { openCliDatabase } from "../open-cli-database";

export async function runDbMigrate(): Promise<number> {
  const database = await openCliDatabase("db migrate");
  try {
    process.stdout.write(`Migrations applied (${database.kind}).\n`);
    return 0;
  } finally {
    await database.close();
  }
}
