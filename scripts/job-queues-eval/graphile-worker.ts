// graphile-worker, loaded from the scratch folder, as the evaluation measures it (on PGlite behind a Pool's shape).
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { countObjects, libraryFolder, load, median, postgresUrl, rssMb, sleep } from "./eval-context";

/* eslint-disable @typescript-eslint/no-explicit-any -- the libraries are loaded from a scratch folder, untyped here */
/** graphile-worker on PostgreSQL: migration time, objects, memory, and addJob → task run. */
export async function graphileWorker(engine: string) {
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

