import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { asc, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { type Database, type DatabaseHandle, openDatabase } from "../client";
import { migrateDatabase } from "../migrate";
import * as schema from "../schema/index";
import { dumpDatabase } from "./dump-database";
import { restoreDatabase } from "./restore-database";
import { listDumpTables } from "./schema-tables";
import { seedOperatorData } from "../../../test/support/seed-operator-data";

// The operator's move: the embedded PGlite, dumped to a file, restored into PostgreSQL (the server-postgres project,
// when TEST_DATABASE_URL is set), or into another PGlite (server-pglite).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-dump-"));
const file = path.join(dir, "listinglift.jsonl.gz");
let source: DatabaseHandle;
let target: TestDatabase;

/** Every row of every table, in primary-key order, as Drizzle reads them (dates as Dates, jsonb as values). */
async function readEverything(db: Database): Promise<Record<string, unknown[]>> {
  const everything: Record<string, unknown[]> = {};
  for (const table of Object.values(schema) as unknown[]) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    const single = config.columns.find((column) => column.primary);
    const keys = single ? [single] : (config.primaryKeys[0]?.columns ?? []);
    everything[config.name] = await db.select().from(table).orderBy(...keys.map((key) => asc(key)));
  }
  return everything;
}

beforeAll(async () => {
  const template = inject("pgliteTemplate");
  source = await openDatabase(template ? { kind: "pglite", loadDataDir: new Blob([new Uint8Array(fs.readFileSync(template))]) } : { kind: "pglite" });
  await migrateDatabase(source);
  await seedOperatorData(source.db);
  target = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await source?.close();
  await target?.dispose();
});

describe("db dump and db restore", () => {
  it("lists every table of the schema, each after the tables it references", () => {
    const order = listDumpTables().map((table) => table.name);
    expect(order.length).toBe((Object.values(schema) as unknown[]).filter((v) => is(v, PgTable)).length);
    for (const table of listDumpTables()) {
      for (const referenced of table.references) expect(order.indexOf(referenced)).toBeLessThan(order.indexOf(table.name));
    }
    expect(listDumpTables().find((t) => t.name === "credit_transactions")?.serialColumns).toEqual(["id"]);
  });

  it(`moves every row from the embedded database into ${inject("postgresUrl") ? "PostgreSQL" : "another PGlite"}, exactly`, async () => {
    const dumped = await dumpDatabase(source, file);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    expect(dumped.rows).toMatchObject({ user: 2, account: 2, subscriptions: 2, credit_transactions: 4, grades: 2, page_views: 3, listings: 1, server_instances: 1 });

    const restored = await restoreDatabase(target, file);
    expect(restored.rows).toEqual(dumped.rows);
    expect(restored.source).toBe("pglite");
    expect(await readEverything(target.db)).toEqual(await readEverything(source.db));
  });

  it("moves the sequences past the restored ids: a new ledger row and page view do not collide", async () => {
    const [ledger] = await target.db.insert(schema.creditTransactions).values({ userId: "u-owner", amount: 1, creditKind: "listing", transactionType: "adjustment", description: "After the move", balanceAfter: 4 }).returning();
    expect(ledger!.id).toBe(43);
    const [view] = await target.db.insert(schema.pageViews).values({ path: "/after-the-move" }).returning();
    expect(view!.id).toBe(11);
  });

  it("refuses a database that is not empty, and changes nothing", async () => {
    const before = await readEverything(target.db);
    await expect(restoreDatabase(target, file)).rejects.toThrow(/The database is not empty \(rows in .*\buser\b.*\)\. .*--force/);
    expect(await readEverything(target.db)).toEqual(before);
  });

  it("with force, replaces everything in it", async () => {
    await restoreDatabase(target, file, { force: true });
    expect(await readEverything(target.db)).toEqual(await readEverything(source.db));
  });

  it("refuses a file cut short, and a forced restore of it leaves the database as it was (one transaction)", async () => {
    const lines = gunzipSync(fs.readFileSync(file)).toString("utf8").trimEnd().split("\n");
    const cut = path.join(dir, "cut.jsonl");
    fs.writeFileSync(cut, `${lines.slice(0, -1).join("\n")}\n`);
    await target.db.insert(schema.pageViews).values({ path: "/kept-after-a-failed-restore" });
    const before = await readEverything(target.db);
    await expect(restoreDatabase(target, cut, { force: true })).rejects.toThrow("The dump ends before its end marker: the file was cut short. Nothing was restored.");
    expect(await readEverything(target.db)).toEqual(before);
  });

  it("refuses a file that is not a dump, and a dump of another migration", async () => {
    const other = path.join(dir, "other.json");
    fs.writeFileSync(other, '{"hello":"world"}\n');
    await expect(restoreDatabase(target, other, { force: true })).rejects.toThrow("This file is not a ListingLift dump (made by `db dump`).");

    const [header, ...rest] = gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n");
    const older = JSON.parse(header!);
    older.migration.count -= 1;
    const olderFile = path.join(dir, "older.jsonl");
    fs.writeFileSync(olderFile, [JSON.stringify(older), ...rest].join("\n"));
    await expect(restoreDatabase(target, olderFile, { force: true })).rejects.toThrow(/made at migration \d+ and this database is at migration \d+/);
  });
});
