import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { POSTGRES_TEMPLATE_DB, withDatabase } from "./database-template";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and removes the database made for this file. */
  dispose(): Promise<void>;
}

/** A fresh, migrated database for one test file: a PGlite copy of the template, or a PostgreSQL clone of it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) {
    const name = `listinglift_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(postgresUrl, `create database ${name} template ${POSTGRES_TEMPLATE_DB}`);
    const handle = await openDatabase({ kind: "postgres", url: withDatabase(postgresUrl, name), poolSize: 5 });
    return {
      ...handle,
      async dispose() {
        await handle.close();
        await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const template = fs.readFileSync(inject("pgliteTemplate"));
  const handle = await openDatabase({ kind: "pglite", loadDataDir: new Blob([new Uint8Array(template)]) });
  return { ...handle, dispose: () => handle.close() };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
