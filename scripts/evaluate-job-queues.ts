/**
 * Our bulk-row queue (FOR UPDATE SKIP LOCKED on bulk_job_rows, server_instances heartbeats) beside pg-boss and
 * graphile-worker, on the embedded PGlite and on PostgreSQL: the evidence of decision 040. The libraries are NOT
 * dependencies of ListingLift: install them in a scratch folder outside the repo and give its path.
 *
 *   mkdir -p /tmp/jobs-eval && cd /tmp/jobs-eval && npm init -y && npm install pg-boss@12 graphile-worker@0.18 pg
 *   psql -h 127.0.0.1 -U postgres -c 'create database jobs_eval'     # once; any scratch database, never a real one
 *   scripts/with-node24.sh npx tsx scripts/evaluate-job-queues.ts /tmp/jobs-eval postgres://postgres@127.0.0.1:5432/jobs_eval
 *
 * Each measurement runs in a child process of its own (resident memory is read there, after a GC). On PostgreSQL the
 * libraries' schemas (pgboss_eval, graphile_worker) are dropped and made again, and the app's migrations are applied to
 * the database's public schema: give it a scratch database of its own. It runs on Node 20 as well (pg-boss 12 asks for
 * 22.12 and warns at install); the figures of decision 040 were taken on Node 24.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { createUser } from "../test/support/billing-data";
import { type Database, openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { claimBulkRow } from "../server/services/listings/bulk/work-bulk-rows";
import { createBulkJob } from "../server/services/listings/bulk/create-bulk-job";
import { bulkJobRows } from "../server/db/schema/listings";
import { stillOurs } from "../server/services/listings/bulk/bulk-row-charge";
import { registerInstance } from "../server/services/instances/server-instances";

const JOBS = 200;
const SCHEMA = "pgboss_eval";
/** `--only=ours,pgboss` runs only those measurements; every other argument is positional. */
const ONLY_FLAG = "--only=";
const only = process.argv.find((arg) => arg.startsWith(ONLY_FLAG))?.slice(ONLY_FLAG.length).split(",");
const [, , libraryFolder = "/tmp/jobs-eval", postgresUrl = "", child = "", childArg = ""] = process.argv.filter(
  (arg) => !arg.startsWith(ONLY_FLAG),
);

/* eslint-disable @typescript-eslint/no-explicit-any -- the libraries are loaded from a scratch folder, untyped here */
const load = (modulePath: string): Promise<any> => import(pathToFileURL(path.join(libraryFolder, "node_modules", modulePath)).href);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resident memory once the collector has run and what PGlite's start-up freed has gone back to the system. */
const rssMb = async () => {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await sleep(200);
  }
  return process.memoryUsage().rss / 2 ** 20;
};

async function countObjects(query: (text: string) => Promise<{ rows: any[] }>, schema: string) {
  const one = async (text: string) => Number((await query(text)).rows[0]?.n ?? 0);
  return {
    tables: await one(`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = '${schema}' and c.relkind in ('r', 'p')`),
    functions: await one(`select count(*)::int as n from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = '${schema}'`),
    indexes: await one(`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = '${schema}' and c.relkind in ('i', 'I')`),
  };
}

/** Ours: the claim (FOR UPDATE SKIP LOCKED) and the fenced end of a row, as workBulkRow does them, without the listing. */
async function ours(engine: string) {
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

async function oursVictim(engine: string, dataDir: string) {
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
async function oursTakeover(engine: string) {
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

/** pg-boss: start (its schema made), restart, objects, memory, and a row's claim + completion in OUR transaction. */
async function pgBoss(engine: string) {
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
async function pgBossVictim(engine: string, dataDir: string) {
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
async function pgBossTakeover(engine: string) {
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

/** graphile-worker on PostgreSQL: migration time, objects, memory, and addJob → task run. */
async function graphileWorker(engine: string) {
  if (engine === "pglite") return graphileOnPglite();
  const pool = new pg.Pool({ connectionString: postgresUrl, max: 2 });
  await pool.query("drop schema if exists graphile_worker cascade");
  const before = await rssMb();
  const { run, runMigrations } = await load("graphile-worker/dist/index.js");
  const started = performance.now();
  await runMigrations({ connectionString: postgresUrl, logger: quietGraphileLogger(await load("graphile-worker/dist/index.js")) });
  const startMs = performance.now() - started;
  const objects = await countObjects((text) => pool.query(text), "graphile_worker");
  const latencies: number[] = [];
  let sentAt = 0;
  let called: (() => void) | undefined;
  const runner = await run({ connectionString: postgresUrl, concurrency: 1, noHandleSignals: true, pollInterval: 2000, logger: quietGraphileLogger(await load("graphile-worker/dist/index.js")), taskList: { eval: async () => { latencies.push(performance.now() - sentAt); called?.(); } } });
  await sleep(500);
  for (let i = 0; i < 10; i++) {
    const seen = new Promise<void>((resolve) => (called = resolve));
    sentAt = performance.now();
    await runner.addJob("eval", { i });
    await seen;
  }
  const after = await rssMb();
  await runner.stop();
  await pool.end();
  const version = JSON.parse(fs.readFileSync(path.join(libraryFolder, "node_modules/graphile-worker/package.json"), "utf8")).version;
  return { engine, version, startMs, addedRssMb: after - before, objects, idleWakeupMedianMs: median(latencies) };
}

function quietGraphileLogger(library: any) {
  return new library.Logger(() => () => undefined);
}

/** graphile-worker takes a pg Pool or a connection string: PGlite is neither, so it is offered PGlite behind a Pool's shape. */
async function graphileOnPglite() {
  const pglite = await PGlite.create();
  const client = {
    // As pg-boss's own PGlite adapter does: a statement without parameters may be several (migrations), through exec().
    query: async (text: any, values?: unknown[]) => {
      const [statement, parameters] = typeof text === "string" ? [text, values] : [text.text as string, text.values as unknown[] | undefined];
      if (parameters?.length) return pglite.query(statement, parameters);
      const results = await pglite.exec(statement);
      return { rows: results.flatMap((result) => result.rows), rowCount: results.at(-1)?.affectedRows ?? 0 };
    },
    release: () => undefined,
    on: () => client,
    removeListener: () => client,
    removeAllListeners: () => client,
  };
  const fakePool = Object.assign(new (await import("node:events")).EventEmitter(), { connect: async () => client, query: client.query, end: async () => undefined });
  const library = await load("graphile-worker/dist/index.js");
  try {
    let called: () => void = () => undefined;
    const taskRan = new Promise<boolean>((resolve) => {
      called = () => resolve(true);
      setTimeout(() => resolve(false), 10_000);
    });
    const runner = await library.run({ pgPool: fakePool, concurrency: 1, noHandleSignals: true, logger: quietGraphileLogger(library), taskList: { eval: async () => called() } });
    await runner.addJob("eval", {});
    const ran = await taskRan;
    await runner.stop();
    return { engine: "pglite", started: true, taskRanWithin10s: ran };
  } catch (error) {
    return { engine: "pglite", ran: false, error: String((error as Error).message ?? error).slice(0, 300) };
  } finally {
    await pglite.close();
  }
}

function runChild(mode: string, engine: string, arg = ""): Promise<unknown> {
  const script = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const childProcess = spawn(process.execPath, [...process.execArgv, "--expose-gc", script, libraryFolder, postgresUrl, `${mode}:${engine}`, arg], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    childProcess.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    childProcess.on("exit", () => {
      const last = output.trim().split("\n").at(-1);
      try {
        resolve(JSON.parse(last ?? ""));
      } catch {
        reject(new Error(`${mode}:${engine} printed no result: ${output.slice(-500)}`));
      }
    });
  });
}

async function main() {
  if (child) {
    const [mode, engine = "pglite"] = child.split(":");
    const modes: Record<string, () => Promise<unknown>> = {
      ours: () => ours(engine),
      "ours-victim": () => oursVictim(engine, childArg),
      "ours-takeover": () => oursTakeover(engine),
      pgboss: () => pgBoss(engine),
      "pgboss-victim": () => pgBossVictim(engine, childArg),
      "pgboss-takeover": () => pgBossTakeover(engine),
      graphile: () => graphileWorker(engine),
    };
    const result = await modes[mode!]!();
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.exit(0);
  }
  const engines = postgresUrl ? ["pglite", "postgres"] : ["pglite"];
  console.log(`Node ${process.version}, ${JOBS} jobs a run`);
  for (const mode of ["ours", "ours-takeover", "pgboss", "pgboss-takeover", "graphile"].filter((name) => !only || only.includes(name))) {
    for (const engine of engines) {
      try {
        console.log(mode, JSON.stringify(await runChild(mode, engine)));
      } catch (error) {
        console.log(mode, engine, "failed:", (error as Error).message);
      }
    }
  }
}

await main();
