import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { lockEmbeddedDatabase } from "./embedded-database-lock";
import { findBuildFolder, isNewDataDir, readEmbeddedTemplate } from "./embedded-template";
import { findMigrationsFolder } from "./migrate";
import * as schema from "./schema/index";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

/** The database of a running server: one Drizzle handle whichever engine is underneath. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Answers whether the database can run a query now (GET /api/ready). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PGlite instance under the embedded default (for dumps); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The connection pool on PostgreSQL; undefined on PGlite. */
  pool?: pg.Pool;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number; onIdleClientError?: (error: Error) => void }
  /** `holder` names this process in the folder's lock, for the message another process gets (e.g. "the ListingLift server"). */
  | {
      kind: "pglite";
      dataDir?: string;
      loadDataDir?: Blob;
      holder?: string;
      /** The build's template (embedded-template.ts), read only when the folder turns out to be new, under its lock. */
      template?: () => Blob | undefined;
    };

/** PostgreSQL when DATABASE_URL is set; otherwise PGlite (PostgreSQL in WASM) under DATA_DIR/db. */
export function databaseOptionsFromEnv(env: { DATABASE_URL?: string; dataDir: string }, holder?: string): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dataDir: path.join(env.dataDir, "db"), holder, template: () => readEmbeddedTemplate(findBuildFolder(), findMigrationsFolder()) };
}

/**
 * PGlite's own start parameters, with shared_buffers at 16 MB instead of the 128 MB its data folder was made with: the
 * embedded database is one small process's, its files stay in the OS cache, and the larger pool cost about 90 MB
 * resident at every start (docs/benchmarks.md, "The embedded first start"; issue 22's 300 MB for a restart).
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that the server drops (a restart, a failover, a dropped database) errors on the pool; without
    // a listener that error would end the process. The pool replaces the connection on the next query.
    pool.on("error", (error) => options.onIdleClientError?.(error));
    const db = drizzleNodePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  // A folder on disk is one process's at a time (embedded-database-lock.ts): a second opener is refused before it reads.
  const lock = options.dataDir ? lockEmbeddedDatabase(options.dataDir, options.holder ?? "another ListingLift process") : undefined;
  let client: PGlite;
  try {
    const loadDataDir = options.loadDataDir ?? (options.dataDir && isNewDataDir(options.dataDir) ? options.template?.() : undefined);
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.dataDir, loadDataDir, startParams: EMBEDDED_START_PARAMS });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: () => ping(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
