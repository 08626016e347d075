import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../schema/index";

/** One table of our Drizzle schema as the dump needs it. */
export interface DumpTable {
  name: string;
  /** The primary key's columns (one, or several for a composite key): rows are read in its order, a page at a time. */
  primaryKey: string[];
  /** Columns filled by a sequence (bigserial), whose sequence is moved past the restored ids. */
  serialColumns: string[];
  /** Tables this one points at with a foreign key. */
  references: string[];
}

function describeTable(table: PgTable): DumpTable {
  const config = getTableConfig(table);
  const single = config.columns.find((column) => column.primary)?.name;
  const primaryKey = single ? [single] : (config.primaryKeys[0]?.columns.map((column) => column.name) ?? []);
  if (primaryKey.length === 0) throw new Error(`Table ${config.name} needs a primary key to be dumped`);
  return {
    name: config.name,
    primaryKey,
    serialColumns: config.columns.filter((column) => /Serial/.test(column.columnType)).map((column) => column.name),
    references: [...new Set(config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name))].filter((name) => name !== config.name),
  };
}

/**
 * Every table of the schema, each after the tables it references (so rows restore without breaking a foreign key);
 * ties in alphabetical order, so the order is the same on every run.
 */
export function listDumpTables(): DumpTable[] {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(describeTable)
    .sort((a, b) => a.name.localeCompare(b.name));
  const ordered: DumpTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((table) => !placed.has(table.name) && table.references.every((name) => placed.has(name)));
    if (!next) throw new Error("The schema's foreign keys form a cycle: no table order restores them");
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}
