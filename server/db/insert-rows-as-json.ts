import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { stringifyWithJsonText } from "../json/json-text";
import type { Database } from "./client";

/**
 * An INSERT of many rows in ONE statement with ONE parameter: the rows as a JSON array, read by `jsonb_to_recordset`
 * with each column's own name and SQL type (decision 057). Drizzle's multi-row `values()` builds a placeholder for every
 * cell each time, which the profile showed costing more than the write; here the statement's text is made once and does
 * not grow with the batch. Every row must carry every key (a missing one is written as null, not as the default). A
 * value may be JSON made already (json-text.ts): it is written as it is.
 */
export function prepareInsertRowsAsJson<Table extends PgTable, Key extends keyof Table["_"]["columns"] & string>(table: Table, keys: readonly Key[]) {
  const allColumns = getTableColumns(table);
  const columns = keys.map((key) => allColumns[key]!);
  const names = sql.raw(columns.map((column) => `"${column.name}"`).join(", "));
  const recordType = sql.raw(columns.map((column) => `"${column.name}" ${column.getSQLType()}`).join(", "));
  return async (db: Pick<Database, "execute">, rows: readonly Record<Key, unknown>[]): Promise<void> => {
    if (rows.length === 0) return;
    const record = (row: Record<Key, unknown>) => Object.fromEntries(columns.map((column, index) => [column.name, row[keys[index]!]]));
    const json = `[${rows.map((row) => stringifyWithJsonText(record(row))).join(",")}]`;
    await db.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${recordType})`);
  };
}
