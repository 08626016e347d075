import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../schema/index";

/** One table of our Drizzle schema as the dump needs it. */
export interface DumpTable {
  name: string;
  /** The single-column primary key: rows are read in its order, a page at a time. */
  primaryKey: string;
  /** Columns filled by a sequence (bigserial), whose sequence is moved past the restored ids. */
  serialColumns: string[];
  /** Tables this one points at with a foreign key. */
  references: string[];
}

function describeTable(table: PgTable): DumpTable {
  const config = getTableConfig(table);
  const primaryKey = config.columns.find((column) => column.primary)?.name ?? config.primaryKeys[0]?.columns[0]?.name;
  if (!primaryKey || (config.primaryKeys[0]?.columns.length ?? 1) > 1) {
    throw new Error(`Table ${config.name} needs a single-column primary key to be dumped`);
  }
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
