import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../server/db/client";
import * as schema from "../../server/db/schema/index";

/** The name of every table of the schema (server/db/schema), read from its exports: a new table is counted unasked. */
export function schemaTableNames(): string[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable))
    .sort();
}

/** The row count of each named table, in one query. */
export async function countRows(db: Database, tables: string[]): Promise<Record<string, number>> {
  const selects = tables.map((name) => `select '${name}' as name, count(*)::int as rows from "${name}"`).join(" union all ");
  const { rows } = (await db.execute(sql.raw(selects))) as unknown as { rows: { name: string; rows: number }[] };
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
}
