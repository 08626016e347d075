import path from "node:path";
import { dumpDatabase } from "../../server/db/dump/dump-database";
import { openCliDatabase } from "../open-cli-database";

export const DB_DUMP_USAGE = "db dump <file>            write every table to a file (gzip JSON lines) that db restore reads, on PGlite or PostgreSQL";

/** `db dump <file>`: the database of DATABASE_URL, or the embedded one under DATA_DIR (refused while a server holds the embedded one). */
export async function runDbDump(args: string[]): Promise<number> {
  const [file] = args.filter((arg) => !arg.startsWith("--"));
  if (!file) {
    process.stderr.write(`Usage: npm run cli -- ${DB_DUMP_USAGE}\n`);
    return 2;
  }
  const database = await openCliDatabase("db dump");
  try {
    const summary = await dumpDatabase(database, path.resolve(file));
    const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    process.stdout.write(`Dumped ${total} rows of ${Object.keys(summary.rows).length} tables (${database.kind}) to ${summary.file}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}
