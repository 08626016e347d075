import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";

export const POSTGRES_TEMPLATE_DB = "listinglift_test_template";

/** Runs once per test run: a migrated PGlite saved as a tarball that every test file opens a copy of. */
export async function preparePgliteTemplate(): Promise<string> {
  const handle = await openDatabase({ kind: "pglite" });
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir("gzip");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-pglite-")), "template.tar.gz");
  fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  await handle.close();
  return file;
}

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Runs once per test run on PostgreSQL: a migrated template database that each test file clones. */
export async function preparePostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: "postgres", url: withDatabase(adminUrl, POSTGRES_TEMPLATE_DB), poolSize: 1 });
  await migrateDatabase(handle);
  await handle.close();
}
