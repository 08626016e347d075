// Our bulk-row queue (FOR UPDATE SKIP LOCKED on bulk_job_rows, server_instances heartbeats), as the evaluation measures it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createUser } from "../../test/support/billing-data";
import { type Database, openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { claimBulkRow } from "../../server/services/listings/bulk/work-bulk-rows";
import { createBulkJob } from "../../server/services/listings/bulk/create-bulk-job";
import { bulkJobRows } from "../../server/db/schema/listings";
import { stillOurs } from "../../server/services/listings/bulk/bulk-row-charge";
import { registerInstance } from "../../server/services/instances/server-instances";
import { JOBS, median, p95, postgresUrl, runChild, sleep } from "./eval-context";

/** Ours: the claim (FOR UPDATE SKIP LOCKED) and the fenced end of a row, as workBulkRow does them, without the listing. */
export async function ours(engine: string) {
  const handle = engine === "pglite" ? await openDatabase({ kind: "pglite" }) : await openDatabase({ kind: "postgres", url: postgresUrl, poolSize: 2 });
  await migrateDatabase(handle);
  const db = handle.db as Database;
  await db.execute(sql`update bulk_job_rows set status = 'done' where status in ('queued', 'running')`);
  const userId = await createUser(db, { credits: JOBS });
  await createBulkJob(db, { userId, fileName: "eval.csv", marketplace: "airbnb", facts: Array.from({ length: JOBS }, () => ({ propertyType: "apartment", location: { city: "Lisbon", country: "Portugal" } }) as never) });
  const perJob: number[] = [];
  for (;;) {
    const started = performance.now();
    const row = await claimBulkRow(db, "instance-eval", { instanceTimeoutMs: 30_000 });
    if (!row) break;
    await db.transaction(async (tx) => {
      await tx.update(bulkJobRows).set({ status: "done", updatedAt: new Date() }).where(stillOurs(row));
    });
    perJob.push(performance.now() - started);
  }
  await handle.close();
  return { engine, jobs: perJob.length, claimAndFinishMedianMs: median(perJob), claimAndFinishP95Ms: p95(perJob) };
}

/** Ours, as pg-boss below: a process claims a row under its instance and is killed with SIGKILL before it ends it. */
const OUR_INSTANCE_TIMEOUT_MS = 10_000;
async function openOurs(engine: string, dataDir?: string) {
  const handle = engine === "pglite" ? await openDatabase({ kind: "pglite", dataDir }) : await openDatabase({ kind: "postgres", url: postgresUrl, poolSize: 2 });
  await migrateDatabase(handle);
  return handle;
}

export async function oursVictim(engine: string, dataDir: string) {
  const handle = await openOurs(engine, dataDir);
  const db = handle.db as Database;
  if (engine === "postgres") await db.execute(sql`update bulk_job_rows set status = 'done' where status in ('queued', 'running')`);
  const userId = await createUser(db, { credits: 1 });
  await createBulkJob(db, { userId, fileName: "crash.csv", marketplace: "airbnb", facts: [{ propertyType: "apartment", location: { city: "Lisbon", country: "Portugal" } } as never] });
  const instanceId = await registerInstance(db);
  const row = await claimBulkRow(db, instanceId, { instanceTimeoutMs: OUR_INSTANCE_TIMEOUT_MS });
  if (handle.pglite) await handle.pglite.query("checkpoint");
  process.stdout.write(`${JSON.stringify({ claimed: row?.id })}\n`);
  process.kill(process.pid, "SIGKILL");
}

/** The time from the victim's SIGKILL until another process (on PGlite: the restarted one) claims its row again. */
export async function oursTakeover(engine: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ours-crash-"));
  const victim = (await runChild("ours-victim", engine, path.join(dataDir, "db"))) as { claimed: string };
  const killedAt = performance.now();
  const handle = await openOurs(engine, path.join(dataDir, "db"));
  const db = handle.db as Database;
  const instanceId = await registerInstance(db);
  for (;;) {
    const row = await claimBulkRow(db, instanceId, { instanceTimeoutMs: OUR_INSTANCE_TIMEOUT_MS });
    if (row) {
      const takeoverMs = performance.now() - killedAt;
      // The dead worker's claim, ended late (a paused process): fenced by claimed_by and attempts, it changes nothing.
      const late = await db.update(bulkJobRows).set({ status: "done" }).where(stillOurs({ ...row, claimedBy: "the-dead-instance", attempts: row.attempts - 1 })).returning();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return { engine, claimedByVictim: victim.claimed, reclaimed: row.id, attempts: row.attempts, takeoverMs, lateCompletionAffected: late.length, instanceTimeoutMs: OUR_INSTANCE_TIMEOUT_MS };
    }
    if (performance.now() - killedAt > 120_000) return { engine, takeoverMs: null, note: "not taken over within 120 s" };
    await sleep(100);
  }
}

