import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { creditTransactions } from "../../server/db/schema/billing";
import { user } from "../../server/db/schema/auth";
import { seedOperatorData } from "../../test/support/seed-operator-data";

// The real commands, each in its own process, from one embedded database folder to another. (PGlite to PostgreSQL
// through the built CLI is in test/production/production-start.test.ts.)
const root = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-cli-dump-"));
const file = path.join(root, "move.jsonl.gz");

function cli(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "cli/index.ts", ...args], {
    // eslint-disable-next-line no-restricted-syntax
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function withDatabase<T>(dataDir: string, use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    await migrateDatabase(database);
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe.runIf(!inject("postgresUrl"))("npm run cli -- db dump / db restore", () => {
  it("dumps one embedded database and restores it into another; refuses to restore over data without --force", async () => {
    const from = path.join(root, "from");
    const to = path.join(root, "to");
    await withDatabase(from, seedOperatorData);

    const dumped = cli(from, "db", "dump", file);
    expect(dumped).toMatchObject({ code: 0, out: expect.stringMatching(/^Dumped 19 rows of \d+ tables \(pglite\) to .*move\.jsonl\.gz\.\n$/) });
    expect(cli(to, "db", "restore", file)).toMatchObject({ code: 0, out: expect.stringMatching(/^Restored 19 rows \(dumped from pglite at .*\) into pglite\.\n$/) });
    expect(cli(to, "db", "restore", file)).toMatchObject({ code: 1, err: expect.stringContaining("The database is not empty") });
    expect(cli(to, "db", "restore", file, "--force").code).toBe(0);

    const [users, ledger] = await withDatabase(to, async (db) => [await db.$count(user), await db.$count(creditTransactions)]);
    expect([users, ledger]).toEqual([2, 4]);
  }, 240_000);

  it("says how to call it", () => {
    expect(cli(root, "db", "dump")).toMatchObject({ code: 2, err: expect.stringContaining("Usage: npm run cli -- db dump <file>") });
    expect(cli(root, "db", "restore")).toMatchObject({ code: 2, err: expect.stringContaining("Usage: npm run cli -- db restore <file>") });
  }, 60_000);
});
