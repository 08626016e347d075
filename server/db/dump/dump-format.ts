import { type SQL, sql } from "drizzle-orm";
import type { Database, DatabaseKind } from "../client";

/**
 * The dump: gzip-compressed JSON lines, the same whichever engine wrote or reads it (PGlite or PostgreSQL).
 *   line 1   {"format":"listinglift-dump","version":1,"createdAt":…,"source":"pglite","migration":{…}}
 *   rows     {"t":"<table>","r":<the row as PostgreSQL's row_to_json writes it>}   tables in foreign-key order
 *   last     {"end":true,"rows":{"<table>":<count>,…}}   (a file without it was cut short and is refused)
 * See docs/decisions for why this format rather than pg_dump.
 */
export const DUMP_FORMAT = "listinglift-dump";
export const DUMP_VERSION = 1;

export interface MigrationLevel {
  /** How many migrations the database had applied. */
  count: number;
  /** The hash of the last one (drizzle's sha256 of its SQL). */
  lastHash: string | null;
}

export interface DumpHeader {
  format: typeof DUMP_FORMAT;
  version: number;
  createdAt: string;
  source: DatabaseKind;
  migration: MigrationLevel;
}

export interface DumpTrailer {
  end: true;
  rows: Record<string, number>;
}

/** A row line, read without parsing the row itself (a bigint stays exact; the database parses it). */
const ROW_LINE = /^\{"t":"([a-z_][a-z0-9_]*)","r":(\{.*\})\}$/;

export function formatRowLine(table: string, rowJson: string): string {
  return `{"t":"${table}","r":${rowJson}}`;
}

export function parseRowLine(line: string): { table: string; rowJson: string } | undefined {
  const match = ROW_LINE.exec(line);
  return match ? { table: match[1]!, rowJson: match[2]! } : undefined;
}

/** Runs raw SQL on either driver: node-postgres and PGlite both answer with `rows`. */
export async function selectRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** The migrations applied to this database, by drizzle's own table. */
export async function readMigrationLevel(db: Pick<Database, "execute">): Promise<MigrationLevel> {
  const [row] = await selectRows<{ count: number | string; last_hash: string | null }>(
    db,
    sql`select count(*) as count, (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as last_hash from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), lastHash: row?.last_hash ?? null };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
