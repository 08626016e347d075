import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { user } from "../../server/db/schema/auth";
import { creditTransactions, subscriptions } from "../../server/db/schema/billing";
import { runCli } from "../../test/support/cli-process";

// The real command in its own process, on an embedded database in a folder of its own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-cli-credits-"));

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "cli/index.ts", ...args], {
    // A clean environment (as test/support/server-process.ts gives the server): only PATH comes from ours.
    // eslint-disable-next-line no-restricted-syntax
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  try {
    await migrateDatabase(database);
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe("npm run cli -- credits grant <email> <n>", () => {
  it("adds listing credits as an adjustment row, takes them back, and refuses to go below zero", async () => {
    await withDatabase((db) => db.insert(user).values({ id: "u-cli", name: "Support Case", email: "case@example.com", emailVerified: true }));
    expect(cli("credits", "grant", "Case@Example.com", "5")).toMatchObject({ code: 0, out: "Case@Example.com: +5 listing credits; balance now 5.\n" });
    expect(cli("credits", "grant", "case@example.com", "-2", "--note", "Refund by hand")).toMatchObject({ code: 0 });
    expect(cli("credits", "grant", "case@example.com", "40", "--captions")).toMatchObject({ code: 0, out: expect.stringContaining("+40 image caption credits; balance now 40") });
    expect(cli("credits", "grant", "case@example.com", "-9")).toMatchObject({
      code: 1,
      err: "The listing balance is 3, smaller than 9: it cannot go below zero (take back at most 3).\n",
    });
    const rows = await withDatabase((db) => db.select().from(creditTransactions).where(eq(creditTransactions.userId, "u-cli")).orderBy(creditTransactions.id));
    expect(rows.map((r) => [r.transactionType, r.creditKind, r.amount, r.balanceAfter, r.description])).toEqual([
      ["adjustment", "listing", 5, 5, "Support: 5 listing credits added"],
      ["adjustment", "listing", -2, 3, "Refund by hand"],
      ["adjustment", "caption", 40, 40, "Support: 40 image caption credits added"],
    ]);
    const [sub] = await withDatabase((db) => db.select().from(subscriptions).where(eq(subscriptions.userId, "u-cli")));
    expect(sub).toMatchObject({ creditsRemaining: 3, imageCaptionCredits: 40 });
  }, 300_000);

  it("says who is missing, and how to call it", () => {
    expect(cli("credits", "grant", "nobody@example.com", "1")).toMatchObject({ code: 1, err: expect.stringContaining("No account with the e-mail nobody@example.com") });
    expect(cli("credits", "grant", "case@example.com", "lots")).toMatchObject({ code: 2, err: expect.stringContaining("Usage: npm run cli -- credits grant") });
    expect(cli("credits", "grant", "case@example.com", "0").code).toBe(2);
  }, 300_000);

  it("refuses a number out of range, or not a whole number, with the allowed range, and writes nothing", async () => {
    const range = "The number of credits must be a whole number from -1,000,000 to 1,000,000, other than 0";
    const numbers = ["100000000000000000000", "1e20", "3.5", "-1000001", "0"];
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    const runs = await Promise.all(numbers.map((n) => runCli(env, ["credits", "grant", "case@example.com", n])));
    runs.forEach((run, i) => expect(run, numbers[i]).toMatchObject({ code: 2, out: "", err: expect.stringContaining(range) }));
    expect(runs[0]!.err).toContain("100000000000000000000 is out of range");
    expect(runs[1]!.err).toContain('"1e20" is not a whole number in digits');
    const rows = await withDatabase((db) => db.select().from(creditTransactions).where(eq(creditTransactions.userId, "u-cli")));
    expect(rows).toHaveLength(3);
  }, 300_000);
});
