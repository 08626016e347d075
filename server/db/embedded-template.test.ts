import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { findBuildFolder, isNewDataDir, makeEmbeddedTemplate, readEmbeddedTemplate } from "./embedded-template";
import { findMigrationsFolder, migrateDatabase } from "./migrate";

const migrationsFolder = findMigrationsFolder();
let scratch: string;
let buildFolder: string;

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-template-"));
  buildFolder = path.join(scratch, "build");
  await makeEmbeddedTemplate(buildFolder, migrationsFolder);
}, 60_000);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function appliedMigrations(dataDir: string, template?: () => Blob | undefined) {
  const database = await openDatabase({ kind: "pglite", dataDir, template });
  try {
    const rows = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const before = (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    await migrateDatabase(database, migrationsFolder);
    const after = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    return { before, after: after.rows[0]!.n };
  } finally {
    await database.close();
  }
}

describe("the embedded database's build-time template", () => {
  it("starts a new folder with every migration applied, so the start's migration has nothing left to do", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    const dataDir = path.join(scratch, "new", "db");
    expect(isNewDataDir(dataDir)).toBe(true);
    const counts = await appliedMigrations(dataDir, () => readEmbeddedTemplate(buildFolder, migrationsFolder));
    expect(counts).toEqual({ before: journal.entries.length, after: journal.entries.length });
    expect(isNewDataDir(dataDir)).toBe(false);
  }, 60_000);

  it("never touches a folder that already holds a database: its rows stay", async () => {
    const dataDir = path.join(scratch, "kept", "db");
    const first = await openDatabase({ kind: "pglite", dataDir, template: () => readEmbeddedTemplate(buildFolder, migrationsFolder) });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('the host''s row')`);
    await first.close();
    let asked = false;
    const again = await openDatabase({ kind: "pglite", dataDir, template: () => ((asked = true), readEmbeddedTemplate(buildFolder, migrationsFolder)) });
    const rows = (await again.db.execute(sql`select note from kept`)) as unknown as { rows: { note: string }[] };
    await again.close();
    expect(asked).toBe(false);
    expect(rows.rows).toEqual([{ note: "the host's row" }]);
  }, 60_000);

  it("is not used when the migrations have changed since the build, or when there is no build", () => {
    const changed = path.join(scratch, "changed-drizzle");
    fs.cpSync(migrationsFolder, changed, { recursive: true });
    const journalFile = path.join(changed, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    journal.entries.push({ ...journal.entries.at(-1)!, tag: "9999_newer" });
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    expect(readEmbeddedTemplate(buildFolder, migrationsFolder)).toBeInstanceOf(Blob);
    expect(readEmbeddedTemplate(buildFolder, changed)).toBeUndefined();
    expect(readEmbeddedTemplate(undefined, migrationsFolder)).toBeUndefined();
    expect(findBuildFolder(path.join(scratch, "build", "node"))).toBe(buildFolder);
    expect(findBuildFolder(os.tmpdir())).toBeUndefined();
  });
});
