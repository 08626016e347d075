import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * An INSERT of many rows in ONE statement: each row one JSON parameter, read by `jsonb_to_record` with each column's
 * own name and SQL type (decision 057). Drizzle's multi-row `values()` builds a placeholder for every cell each time,
 * which the profile showed costing more than the write. The rows were once one JSON array in one parameter: a batch
 * of 25-50 grades made it a string of 250-500 KB, which V8 keeps apart from its other objects and the PostgreSQL
 * client then copied into a buffer as large, costing more than the rows' own JSON (docs/benchmarks.md, stop 39). Every
 * row must carry every key (a missing one is written as null, not as the default).
 */
export function prepareInsertRowsAsJson<Table extends PgTable, Key extends keyof Table["_"]["columns"] & string>(table: Table, keys: readonly Key[]) {
  const allColumns = getTableColumns(table);
  const columns = keys.map((key) => allColumns[key]!);
  const names = sql.raw(columns.map((column) => `"${column.name}"`).join(", "));
  const recordType = sql.raw(columns.map((column) => `"${column.name}" ${column.getSQLType()}`).join(", "));
  const record = (row: Record<Key, unknown>) => Object.fromEntries(columns.map((column, index) => [column.name, row[keys[index]!]]));
  return async (db: Pick<Database, "execute">, rows: readonly Record<Key, unknown>[]): Promise<void> => {
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map((row) => sql`${JSON.stringify(record(row))}::jsonb`),
      sql`, `,
    );
    // Rows are kept in the order given (WITH ORDINALITY): a serial column numbers them as they came.
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from unnest(array[${values}]) with ordinality as j(row, position), jsonb_to_record(j.row) as r(${recordType}) order by j.position`,
    );
  };
}
