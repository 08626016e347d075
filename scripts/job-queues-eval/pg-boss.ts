// pg-boss, loaded from the scratch folder, as the evaluation measures it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { countObjects, JOBS, libraryFolder, load, median, p95, postgresUrl, rssMb, runChild, SCHEMA, sleep } from "./eval-context";

/* eslint-disable @typescript-eslint/no-explicit-any -- the libraries are loaded from a scratch folder, untyped here */
/** pg-boss: start (its schema made), restart, objects, memory, and a row's claim + completion in OUR transaction. */
export async function pgBoss(engine: string) {
  const pglite = engine === "pglite" ? await PGlite.create() : undefined;
  const pool = engine === "postgres" ? new pg.Pool({ connectionString: postgresUrl, max: 2 }) : undefined;
  if (pool) await pool.query(`drop schema if exists ${SCHEMA} cascade`);
  const query = (text: string) => (pglite ? pglite.query<any>(text) : pool!.query(text));
  const before = await rssMb();
  const boss = await load("pg-boss/dist/index.js");
  const { PgBoss, fromPglite, fromDrizzle } = boss;
  const options = { schema: SCHEMA, superviseIntervalSeconds: 1, useListenNotify: true, ...(pglite ? { db: fromPglite(pglite), backend: "pglite" } : { connectionString: postgresUrl, max: 4 }) };
  let started = performance.now();
  let instance = new PgBoss(options);
  instance.on("error", (error: unknown) => console.error("pg-boss:", error));
  await instance.start();
  const startMs = performance.now() - started;
  const objects = await countObjects(query, SCHEMA);
  await instance.stop({ graceful: false, close: false });
  started = performance.now();
  instance = new PgBoss(options);
  instance.on("error", (error: unknown) => console.error("pg-boss:", error));
  await instance.start();
  const restartMs = performance.now() - started;
  const after = await rssMb();

  // A row's job: claimed by fetch, completed inside the transaction that ends the row (the drizzle adapter).
  const drizzleDb = pglite ? drizzle(pglite) : (await import("drizzle-orm/node-postgres")).drizzle(pool!);
  await query("create table if not exists eval_rows (id text primary key, status text not null)");
  await query("truncate eval_rows");
  await instance.createQueue("bulk-row", { retryLimit: 2, heartbeatSeconds: 10 });
  const perJob: number[] = [];
  for (let i = 0; i < JOBS; i++) {
    await query(`insert into eval_rows values ('row-${i}', 'queued')`);
    await instance.send("bulk-row", { rowId: `row-${i}` });
  }
  for (;;) {
    const begun = performance.now();
    const [job] = await instance.fetch("bulk-row");
    if (!job) break;
    await (drizzleDb as any).transaction(async (tx: any) => {
      await tx.execute(sql`update eval_rows set status = 'done' where id = ${job.data.rowId}`);
      const settled = await instance.complete("bulk-row", { id: job.id, retryCount: job.retryCount }, null, { db: fromDrizzle(tx, sql) });
      if (settled.affected !== 1) throw new Error("the job was not ours any more");
    });
    perJob.push(performance.now() - begun);
  }
  const done = Number((await query("select count(*)::int as n from eval_rows where status = 'done'")).rows[0].n);

  // Idle worker: send → handler called, through LISTEN/NOTIFY where the queue asks for it.
  await instance.createQueue("notified", { notify: true });
  const wakeups: number[] = [];
  let sentAt = 0;
  let called: (() => void) | undefined;
  await instance.work("notified", { pollingIntervalSeconds: 2 }, async () => {
    wakeups.push(performance.now() - sentAt);
    called?.();
  });
  await sleep(500);
  for (let i = 0; i < 10; i++) {
    const seen = new Promise<void>((resolve) => (called = resolve));
    sentAt = performance.now();
    await instance.send("notified", { i });
    await seen;
    await sleep(100);
  }
  await instance.stop({ graceful: false, close: true });
  await pglite?.close();
  await pool?.end();
  return { engine, version: JSON.parse(fs.readFileSync(path.join(libraryFolder, "node_modules/pg-boss/package.json"), "utf8")).version, startMs, restartMs, addedRssMb: after - before, objects, done, fetchAndCompleteInOurTxMedianMs: median(perJob), fetchAndCompleteInOurTxP95Ms: p95(perJob), idleWakeupMedianMs: median(wakeups) };
}

/** A worker that takes a job (heartbeatSeconds 10, the least pg-boss allows) and is killed with SIGKILL before it ends it. */
export async function pgBossVictim(engine: string, dataDir: string) {
  const { PgBoss, fromPglite } = await load("pg-boss/dist/index.js");
  const pglite = engine === "pglite" ? await PGlite.create({ dataDir }) : undefined;
  const instance = new PgBoss({ schema: SCHEMA, ...(pglite ? { db: fromPglite(pglite), backend: "pglite" } : { connectionString: postgresUrl }) });
  await instance.start();
  await instance.createQueue("crash", { retryLimit: 2, heartbeatSeconds: 10 });
  await instance.send("crash", { row: 1 });
  const [job] = await instance.fetch("crash");
  if (pglite) await pglite.query("checkpoint");
  process.stdout.write(`${JSON.stringify({ claimed: job.id })}\n`);
  process.kill(process.pid, "SIGKILL");
}

/** The time from the victim's SIGKILL until another pg-boss (on PGlite: the restarted process) can fetch its job again. */
export async function pgBossTakeover(engine: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pgboss-crash-"));
  if (engine === "postgres") {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
    await pool.query(`drop schema if exists ${SCHEMA} cascade`);
    await pool.end();
  }
  const victim = await runChild("pgboss-victim", engine, dataDir);
  const killedAt = performance.now();
  const { PgBoss, fromPglite } = await load("pg-boss/dist/index.js");
  const pglite = engine === "pglite" ? await PGlite.create({ dataDir }) : undefined;
  // Expiry and heartbeat failure run in the monitor pass: every 60 s by default, every second here.
  const instance = new PgBoss({ schema: SCHEMA, superviseIntervalSeconds: 1, monitorIntervalSeconds: 1, ...(pglite ? { db: fromPglite(pglite), backend: "pglite" } : { connectionString: postgresUrl }) });
  instance.on("error", () => undefined);
  await instance.start();
  for (;;) {
    const [job] = await instance.fetch("crash");
    if (job) {
      const takeoverMs = performance.now() - killedAt;
      // The dead worker's attempt, ended late (a paused process): fenced by retryCount, it must change nothing.
      const late = await instance.complete("crash", { id: job.id, retryCount: job.retryCount - 1 });
      await instance.stop({ graceful: false, close: true });
      await pglite?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return { engine, claimedByVictim: (victim as { claimed: string }).claimed, refetched: job.id, retryCount: job.retryCount, takeoverMs, lateCompletionAffected: late.affected, monitor: "every 1 s (default 60 s)" };
    }
    if (performance.now() - killedAt > 120_000) return { engine, takeoverMs: null, note: "not taken over within 120 s" };
    await sleep(100);
  }
}

