import path from "node:path";
import { RestoreError, restoreDatabase } from "../../server/db/dump/restore-database";
import { openCliDatabase } from "../open-cli-database";

export const DB_RESTORE_USAGE = "db restore <file> [--force]  load a db dump into an empty database (--force: replace what is there)";

/** `db restore <file> [--force]`: migrates the database, then restores the dump in one transaction. */
export async function runDbRestore(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const [file] = args.filter((arg) => !arg.startsWith("--"));
  if (!file) {
    process.stderr.write(`Usage: npm run cli -- ${DB_RESTORE_USAGE}\n`);
    return 2;
  }
  const database = await openCliDatabase("db restore");
  try {
    const summary = await restoreDatabase(database, path.resolve(file), { force });
    const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    process.stdout.write(`Restored ${total} rows (dumped from ${summary.source} at ${summary.createdAt}) into ${database.kind}.\n`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
