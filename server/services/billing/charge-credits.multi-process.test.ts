import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { createUser, countLedger, readBalances, sumLedger } from "../../../test/support/billing-data";

// Two OS processes, each with its own connection pool, charge one user at the same moment. PostgreSQL only: PGlite is
// one process's embedded database by design.
const postgresUrl = inject("postgresUrl");

const WORKER = `
const { openDatabase } = await import(${JSON.stringify(new URL("../../db/client.ts", import.meta.url).pathname)});
const { chargeCredits } = await import(${JSON.stringify(new URL("./charge-credits.ts", import.meta.url).pathname)});
const [url, userId, count, label] = process.argv.slice(1);
const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
await database.ping();
// Ready; the parent's "go" starts both processes at the same moment.
process.stdout.write("ready;");
await new Promise((resolve) => process.stdin.once("data", resolve));
const results = await Promise.allSettled(Array.from({ length: Number(count) }, (_, i) =>
  chargeCredits(database.db, { userId, kind: "listing", reference: label + "-" + i, description: "Listing " + i })));
const refused = results.filter((r) => r.status === "rejected" && r.reason.code === "insufficient_credits").length;
const charged = results.filter((r) => r.status === "fulfilled" && r.value.status === "charged").length;
process.stdout.write(JSON.stringify({ charged, refused, other: results.length - charged - refused }));
await database.close();
`;

interface Tally {
  charged: number;
  refused: number;
  other: number;
}

function startWorker(url: string, userId: string, count: number, label: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", WORKER, url, userId, String(count), label]);
  let out = "";
  let err = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (out.startsWith("ready;")) resolve();
    });
    void exited.then((code) => reject(new Error(`worker exited ${code} before it was ready: ${err}`)));
  });
  child.stderr.on("data", (chunk) => (err += chunk));
  const result = exited.then((code): Tally => {
    if (code !== 0) throw new Error(`worker exited ${code}: ${err}`);
    return JSON.parse(out.slice("ready;".length)) as Tally;
  });
  return { ready, go: () => child.stdin.end("go\n"), result };
}

describe.runIf(postgresUrl)("chargeCredits from two processes on one PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  it("50 charges (25 from each process) against 10 credits: exactly 10 succeed and the ledger sums to the balance", async () => {
    const userId = await createUser(database.db, { credits: 10 });
    const url = String((database.pool as unknown as { options: { connectionString: string } }).options.connectionString);
    const workers = [startWorker(url, userId, 25, "a"), startWorker(url, userId, 25, "b")];
    await Promise.all(workers.map((w) => w.ready));
    for (const worker of workers) worker.go();
    const [a, b] = (await Promise.all(workers.map((w) => w.result))) as [Tally, Tally];
    console.info(`two processes: a charged ${a.charged} and b charged ${b.charged} of 10`);
    expect(a.other + b.other).toBe(0);
    expect(a.charged + b.charged).toBe(10);
    expect(a.refused + b.refused).toBe(40);
    expect((await readBalances(database.db, userId)).listing).toBe(0);
    expect(await countLedger(database.db, userId, "usage")).toBe(10);
    expect(await sumLedger(database.db, userId, "listing")).toBe(0);
  }, 90_000);
});
