import fs from "node:fs";
import { once } from "node:events";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../client";
import { DUMP_FORMAT, DUMP_VERSION, type DumpHeader, type DumpTrailer, formatRowLine, quoteIdentifier, readMigrationLevel, selectRows } from "./dump-format";
import { listDumpTables } from "./schema-tables";

const PAGE_ROWS = 1000;

export interface DumpSummary {
  file: string;
  rows: Record<string, number>;
}

/**
 * Writes every table of the schema to `file` (gzip JSON lines, see dump-format.ts) from one consistent snapshot: a
 * repeatable-read, read-only transaction. Rows are read a page at a time in primary-key order, so a large table never
 * sits in memory. The file appears under its name only when complete.
 */
export async function dumpDatabase(database: DatabaseHandle, file: string): Promise<DumpSummary> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = fs.createWriteStream(partial);
  const finished = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
    gzip.on("error", reject);
  });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };

  try {
    const rows = await database.db.transaction(
      async (tx) => {
        const header: DumpHeader = {
          format: DUMP_FORMAT,
          version: DUMP_VERSION,
          createdAt: new Date().toISOString(),
          source: database.kind,
          migration: await readMigrationLevel(tx),
        };
        await write(JSON.stringify(header));
        const counts: Record<string, number> = {};
        for (const table of listDumpTables()) {
          let count = 0;
          const name = sql.raw(quoteIdentifier(table.name));
          // Keyset paging over the primary key, a row value "(t.a, t.b)" for a composite key.
          const columns = table.primaryKey.map((column) => `t.${quoteIdentifier(column)}`).join(", ");
          const key = sql.raw(`(${columns})`);
          const keyJson = sql.raw(`json_build_array(${columns})::text`);
          let last: unknown[] | undefined;
          for (;;) {
            const after = last === undefined ? sql`` : sql`where ${key} > (${sql.join(last.map((value) => sql`${value}`), sql`, `)})`;
            const page = await selectRows<{ row: string; key: string }>(
              tx,
              sql`select row_to_json(t)::text as row, ${keyJson} as key from ${name} t ${after} order by ${sql.raw(columns)} limit ${PAGE_ROWS}`,
            );
            for (const row of page) await write(formatRowLine(table.name, row.row));
            count += page.length;
            if (page.length < PAGE_ROWS) break;
            last = JSON.parse(page.at(-1)!.key) as unknown[];
          }
          counts[table.name] = count;
        }
        return counts;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const trailer: DumpTrailer = { end: true, rows };
    await write(JSON.stringify(trailer));
    gzip.end();
    await finished;
    fs.renameSync(partial, file);
    return { file, rows };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
