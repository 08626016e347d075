import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { createBulkJob } from "./services/listings/bulk/create-bulk-job";
import { LISBON_FACTS, LISBON_MODEL_ANSWER } from "../test/support/listing-requests";
import { type OpenAiStandIn, startOpenAiStandIn } from "../test/support/openai-stand-in";
import { createScratchDatabase, grantCredits, postJson, readCredits, type ScratchDatabase, signUpOn, waitFor } from "../test/support/server-pair";
import { type ServerProcess, startServerProcess } from "../test/support/server-process";

// Two real server processes on one PostgreSQL, writing with a model (an OpenAI-compatible stand-in that takes its
// time): they share bulk jobs, and when one is killed with SIGKILL mid-work, no credit is lost or charged twice.
// PostgreSQL only: PGlite is one process's embedded database by design.
const postgresUrl = inject("postgresUrl");
/** A process silent this long is dead to the others (the default is 30 s; short here so the test is quick). */
const INSTANCE_TIMEOUT_MS = 3000;

interface RowState {
  id: string;
  status: string;
  listing_id: string | null;
  claimed_by: string | null;
  attempts: number;
}

describe.runIf(postgresUrl)("two server processes sharing jobs, and one killed mid-work", () => {
  let scratch: ScratchDatabase;
  let standIn: OpenAiStandIn;
  let database: DatabaseHandle;
  /** The two running servers; a killed one is replaced by its restart. */
  const servers: Array<ServerProcess & { instanceId: string }> = [];

  /** Starts a server and reads its instance id from its start-up log line. */
  async function start(): Promise<ServerProcess & { instanceId: string }> {
    const server = await startServerProcess({ ...scratch.env, LOG_LEVEL: "info" });
    const instanceId = await waitFor("the instance id in the log", async () => /"instanceId":"(instance-[^"]+)"/.exec(server.output())?.[1], 10_000);
    return Object.assign(server, { instanceId });
  }

  const rowsOf = async (jobId: string) =>
    (await scratch.pool.query<RowState>("select id, status, listing_id, claimed_by, attempts from bulk_job_rows where job_id = $1 order by row_number", [jobId])).rows;
  const listingStatus = async (id: string) => (await scratch.pool.query<{ status: string; error: string | null }>("select status, error from listings where id = $1", [id])).rows[0];

  async function bulkJob(rows: number) {
    const host = await signUpOn(servers[0]!, servers[1]!, scratch, `192.0.2.${20 + rows}`);
    await grantCredits(scratch, host.userId, rows);
    const jobId = await createBulkJob(database.db, { userId: host.userId, fileName: "homes.csv", marketplace: "airbnb", facts: Array.from({ length: rows }, () => LISBON_FACTS) });
    return { host, jobId };
  }

  /** Every row written once and charged once (its credit reserved at upload, never refunded), and nothing left open. */
  async function expectEveryRowWrittenAndChargedOnce(jobId: string, userId: string, rows: number) {
    const finished = await rowsOf(jobId);
    expect(finished.map((row) => row.status)).toEqual(Array.from({ length: rows }, () => "done"));
    expect(new Set(finished.map((row) => row.listing_id)).size).toBe(rows);
    for (const row of finished) expect((await listingStatus(row.listing_id!))?.status).toBe("ready");
    const open = await scratch.pool.query("select id from listings where bulk_job_id = $1 and status = 'generating'", [jobId]);
    expect(open.rows).toEqual([]);
    const credits = await readCredits(scratch.pool, userId);
    expect(credits.balance).toBe(0);
    expect(credits.ledgerSum).toBe(0);
    const usage = credits.ledger.filter((entry) => entry.type === "usage").map((entry) => entry.reference);
    expect(usage.sort()).toEqual(finished.map((row) => `bulk-row:${row.id}`).sort());
    expect(credits.count("refund")).toBe(0);
  }

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    scratch = await createScratchDatabase(postgresUrl!, "listinglift_crash", {
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "stand-in-model",
      AI_BASE_URL: standIn.baseUrl,
      AI_TIMEOUT_MS: "60000",
      AI_MAX_REPAIRS: "0",
      INSTANCE_TIMEOUT_MS: String(INSTANCE_TIMEOUT_MS),
      AUTH_RATE_LIMIT_SCALE: "10",
    });
    servers.push(...(await Promise.all([start(), start()])));
    database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 });
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await standIn?.close();
    await scratch?.drop();
  });

  it("a bulk job's rows are worked by both processes' workers, each row written and charged once", async () => {
    // About a second a row, as a real model takes: neither worker can finish the job before the other looks.
    standIn.script({ kind: "content", content: LISBON_MODEL_ANSWER, chunkDelayMs: 20 });
    const { host, jobId } = await bulkJob(6);
    await waitFor("every row done", async () => (await rowsOf(jobId)).every((row) => row.status === "done"), 40_000);
    await expectEveryRowWrittenAndChargedOnce(jobId, host.userId, 6);
    const workers = new Set((await rowsOf(jobId)).map((row) => row.claimed_by));
    expect(workers).toEqual(new Set(servers.map((server) => server.instanceId)));
  }, 60_000);

  it("a server killed mid-generation: the listing is failed and refunded within seconds, by the restarted process or the other", async () => {
    const host = await signUpOn(servers[0]!, servers[1]!, scratch, "192.0.2.40");
    await grantCredits(scratch, host.userId, 2);
    const victim = servers[0]!;
    standIn.script({ kind: "hang" });
    const headers = { cookie: host.cookie, "idempotency-key": "crash-retry-1" };
    const abandoned = postJson(victim, "/api/v1/listings/generate", { facts: LISBON_FACTS }, headers).catch((error: unknown) => error);
    const listing = await waitFor("the listing being written", async () => {
      const { rows } = await scratch.pool.query<{ id: string; claimed_by: string }>("select id, claimed_by from listings where user_id = $1 and status = 'generating'", [host.userId]);
      return rows[0];
    });
    expect(listing.claimed_by).toBe(victim.instanceId);
    expect((await readCredits(scratch.pool, host.userId)).balance).toBe(1);

    await victim.stop("SIGKILL");
    const killedAt = Date.now();
    expect(await abandoned).toBeInstanceOf(Error);
    standIn.script({ kind: "content", content: LISBON_MODEL_ANSWER });
    const restarted = await start();
    servers[0] = restarted;
    await waitFor("the listing failed", async () => (await listingStatus(listing.id))?.status === "failed", 20_000);
    expect(Date.now() - killedAt).toBeLessThan(20_000);
    expect((await listingStatus(listing.id))?.error).toContain("Your credit was refunded");
    const credits = await readCredits(scratch.pool, host.userId);
    expect(credits.balance).toBe(2);
    expect(credits.ledgerSum).toBe(2);
    expect(credits.ledger.filter((entry) => entry.reference === `listing:${listing.id}`).map((entry) => entry.type)).toEqual(["usage", "refund"]);

    // The client's retry with the same Idempotency-Key runs (its first run's process is dead, so no 409 for minutes)
    // on the restarted process, and is charged once.
    const again = await postJson(restarted, "/api/v1/listings/generate", { facts: LISBON_FACTS }, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    const after = await readCredits(scratch.pool, host.userId);
    expect([after.balance, after.ledgerSum, after.count("usage"), after.count("refund")]).toEqual([1, 1, 2, 1]);
  }, 60_000);

  it("a server killed mid-bulk-job: its row is written again by a live process, the job completes, each row charged once", async () => {
    // About three seconds a row: the kill lands while a row is being written.
    standIn.script({ kind: "content", content: LISBON_MODEL_ANSWER, chunkDelayMs: 60 });
    const { host, jobId } = await bulkJob(4);
    const caught = await waitFor("a row being written", async () => (await rowsOf(jobId)).find((row) => row.status === "running" && row.listing_id !== null), 20_000);
    const victimIndex = servers.findIndex((server) => server.instanceId === caught.claimed_by);
    expect(victimIndex).toBeGreaterThanOrEqual(0);
    await servers[victimIndex]!.stop("SIGKILL");
    servers[victimIndex] = await start();

    await waitFor("every row done", async () => (await rowsOf(jobId)).every((row) => row.status === "done"), 45_000);
    await expectEveryRowWrittenAndChargedOnce(jobId, host.userId, 4);
    const rewritten = (await rowsOf(jobId)).find((row) => row.id === caught.id)!;
    expect(rewritten.claimed_by).not.toBe(caught.claimed_by);
    expect(rewritten.attempts).toBe(2);
    expect(rewritten.listing_id).not.toBe(caught.listing_id);
    expect(await listingStatus(caught.listing_id!)).toEqual({ status: "failed", error: "Interrupted; the row was written again." });
  }, 75_000);
});
