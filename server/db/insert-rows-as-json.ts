import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/** What drizzle's database object holds underneath: a `pg` pool or a PGlite instance, both with `query(text, values)`. */
interface DriverClient {
  query(text: string, values: unknown[]): Promise<unknown>;
}

/**
 * An INSERT of many rows in ONE statement: each row one JSON parameter, read by `jsonb_to_record` with each column's
 * own SQL type (decision 057). Each row's object is written as JSON as it is, its keys the record's field names, so a
 * row must carry every key (a missing one is written as null, not as the default) and nothing more worth writing.
 *
 * Why not drizzle's builder: its multi-row `values()` builds a placeholder for every cell each time, which the profile
 * showed costing more than the write; a `sql` fragment a row still cost a tenth of the rows' own JSON. The statement's
 * text depends only on the number of rows, so it is made once for each count and sent to the driver as it is. The rows
 * were once one JSON array in one parameter: a batch of 25-50 grades made it a string of 250-500 KB, which V8 keeps
 * apart from its other objects and the PostgreSQL client then copied into a buffer as large (docs/benchmarks.md,
 * stop 39).
 */
export function prepareInsertRowsAsJson<Table extends PgTable, Key extends keyof Table["_"]["columns"] & string>(table: Table, keys: readonly Key[]) {
  const insertJson = prepareInsertJsonRows(table, keys);
  return async (db: Database, rows: readonly Record<Key, unknown>[]): Promise<void> => insertJson(db, rows.map((row) => JSON.stringify(row)));
}

/**
 * The same INSERT for rows already written as JSON objects, each with the keys' names (for a row that holds a part
 * written as JSON before, such as the grade's result: server/json/write-json-with.ts).
 */
export function prepareInsertJsonRows<Table extends PgTable, Key extends keyof Table["_"]["columns"] & string>(table: Table, keys: readonly Key[]) {
  const allColumns = getTableColumns(table);
  const columns = keys.map((key) => allColumns[key]!);
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const names = columns.map((column) => quote(column.name)).join(", ");
  const fields = keys.map((key) => `r.${quote(key)}`).join(", ");
  const recordType = keys.map((key, index) => `${quote(key)} ${columns[index]!.getSQLType()}`).join(", ");
  const texts = new Map<number, string>();
  // Rows are kept in the order given (WITH ORDINALITY): a serial column numbers them as they came.
  const statementFor = (count: number) => {
    let text = texts.get(count);
    if (text === undefined) {
      const values = Array.from({ length: count }, (_, index) => `$${index + 1}::jsonb`).join(", ");
      text = `insert into ${quote(getTableName(table))} (${names}) select ${fields} from unnest(array[${values}]) with ordinality as j(row, position), jsonb_to_record(j.row) as r(${recordType}) order by j.position`;
      texts.set(count, text);
    }
    return text;
  };
  return async (db: Database, rows: readonly string[]): Promise<void> => {
    if (rows.length === 0) return;
    // A transaction has no client of its own here: its rows would go outside it. Refused, not written elsewhere.
    const client = (db as unknown as { $client?: DriverClient }).$client;
    if (client === undefined) throw new Error("A batched INSERT runs on the database itself, not inside a transaction.");
    await client.query(statementFor(rows.length), rows as string[]);
  };
}
