import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../client";
import { DUMP_FORMAT, DUMP_VERSION, type DumpHeader, type DumpTrailer, parseRowLine, quoteIdentifier, readMigrationLevel, selectRows } from "./dump-format";
import { readDumpLines } from "./read-dump-lines";
import { type DumpTable, listDumpTables } from "./schema-tables";

/** A dump that cannot go into this database; the message says why and what to do. Nothing was changed. */
export class RestoreError extends Error {
  override readonly name = "RestoreError";
}

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface RestoreSummary {
  rows: Record<string, number>;
  source: DumpHeader["source"];
  createdAt: string;
}

type Executor = Parameters<Parameters<DatabaseHandle["db"]["transaction"]>[0]>[0];

function readHeader(line: string | undefined): DumpHeader {
  let header: Partial<DumpHeader> = {};
  try {
    header = JSON.parse(line ?? "") as Partial<DumpHeader>;
  } catch {
    // not JSON: refused below
  }
  if (header.format !== DUMP_FORMAT) throw new RestoreError("This file is not a ListingLift dump (made by `db dump`).");
  if (header.version !== DUMP_VERSION) throw new RestoreError(`This dump has format version ${header.version}; this ListingLift reads version ${DUMP_VERSION}.`);
  return header as DumpHeader;
}

function readTrailer(line: string): DumpTrailer {
  try {
    const trailer = JSON.parse(line) as Partial<DumpTrailer>;
    if (trailer.end === true && trailer.rows && typeof trailer.rows === "object") return trailer as DumpTrailer;
  } catch {
    // refused below
  }
  throw new RestoreError("The dump holds a line that is neither a row nor its end marker: it is not a file that `db dump` wrote.");
}

async function assertEmpty(tx: Executor, tables: DumpTable[]): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const [row] = await selectRows<{ filled: boolean }>(tx, sql`select exists(select 1 from ${sql.raw(quoteIdentifier(table.name))}) as filled`);
    if (row?.filled) filled.push(table.name);
  }
  if (filled.length > 0) {
    throw new RestoreError(`The database is not empty (rows in ${filled.join(", ")}). Restore into a new database, or pass --force to replace everything in it.`);
  }
}

async function insertBatch(tx: Executor, table: string, rows: string[]): Promise<void> {
  // json_populate_recordset maps each JSON object onto the table's row type by column name: PostgreSQL itself reads
  // the timestamps, jsonb and bigints back, the same on PGlite and on a server.
  const name = sql.raw(quoteIdentifier(table));
  await tx.execute(sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${`[${rows.join(",")}]`}::json)`);
}

/** Moves each bigserial's sequence past the highest restored id, so new rows do not collide with restored ones. */
async function resetSequences(tx: Executor, tables: DumpTable[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.serialColumns) {
      const name = sql.raw(quoteIdentifier(table.name));
      const col = sql.raw(quoteIdentifier(column));
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${quoteIdentifier(table.name)}, ${column}), coalesce((select max(${col}) from ${name}), 0) + 1, false)`,
      );
    }
  }
}

/**
 * Restores a dump into a migrated database at the same migration as the dump, in ONE transaction: either every row is
 * in, or nothing changed. The database must be empty, unless `force`, which first empties every table of the schema.
 */
export async function restoreDatabase(database: DatabaseHandle, file: string, options: { force?: boolean } = {}): Promise<RestoreSummary> {
  const tables = listDumpTables();
  const known = new Set(tables.map((table) => table.name));
  const lines = readDumpLines(file)[Symbol.asyncIterator]();
  const header = readHeader((await lines.next()).value);

  const target = await readMigrationLevel(database.db);
  if (target.count !== header.migration.count || target.lastHash !== header.migration.lastHash) {
    throw new RestoreError(
      `The dump was made at migration ${header.migration.count} and this database is at migration ${target.count}: restore with the same version of ListingLift that made the dump.`,
    );
  }

  const rows = await database.db.transaction(async (tx) => {
    if (options.force) await tx.execute(sql.raw(`truncate table ${tables.map((t) => quoteIdentifier(t.name)).join(", ")} restart identity cascade`));
    else await assertEmpty(tx, tables);

    const counts: Record<string, number> = {};
    let batch: { table: string; rows: string[]; bytes: number } | undefined;
    const flush = async () => {
      if (batch && batch.rows.length > 0) await insertBatch(tx, batch.table, batch.rows);
      batch = undefined;
    };
    let trailer: DumpTrailer | undefined;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (trailer) throw new RestoreError("The dump has lines after its end marker: it is not a file that `db dump` wrote.");
      const row = parseRowLine(line);
      if (!row) {
        trailer = readTrailer(line);
        continue;
      }
      if (!known.has(row.table)) throw new RestoreError(`The dump holds rows of a table this version does not have: ${row.table}.`);
      if (batch && (batch.table !== row.table || batch.rows.length >= BATCH_ROWS || batch.bytes >= BATCH_BYTES)) await flush();
      batch ??= { table: row.table, rows: [], bytes: 0 };
      batch.rows.push(row.rowJson);
      batch.bytes += row.rowJson.length;
      counts[row.table] = (counts[row.table] ?? 0) + 1;
    }
    await flush();
    if (!trailer) throw new RestoreError("The dump ends before its end marker: the file was cut short. Nothing was restored.");
    for (const table of tables) {
      if ((trailer.rows[table.name] ?? 0) !== (counts[table.name] ?? 0)) {
        throw new RestoreError(`The dump says ${trailer.rows[table.name] ?? 0} rows of ${table.name} but holds ${counts[table.name] ?? 0}. Nothing was restored.`);
      }
    }
    await resetSequences(tx, tables);
    return Object.fromEntries(tables.map((table) => [table.name, counts[table.name] ?? 0]));
  });
  return { rows, source: header.source, createdAt: header.createdAt };
}
