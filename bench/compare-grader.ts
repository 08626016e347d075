// Compares builds on `POST /api/v1/grader/analyze` (an admin's API key, the bench's pasted listings) by the server's
// CPU per request (on PostgreSQL, its backends' CPU per request too), as bench/compare-health.ts does for the health
// check: each round starts each build in turn (the order reversed every other round) on a new PostgreSQL database at 50
// connections, or with COMPARE_PGLITE=1 on its embedded database at 100 connections (the load bench's two grader
// targets). A build is a folder holding build/, drizzle/, content/, public/ and node_modules, as for compare-health.ts,
// optionally followed by node options for its server alone (one folder run two ways: "/tmp/a,/tmp/a --max-semi-space-size=32").
//   COMPARE_DIRS=/tmp/before,/tmp/after COMPARE_ROUNDS=4 COMPARE_SECONDS=8 \
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/compare-grader.ts
import os from "node:os";
import autocannon, { type Options } from "autocannon";
import pg from "pg";
import { BENCH_ADMIN_EMAIL, createAdminApiKey } from "./admin-api-key";
import { readCpuMicros, startBuiltServer } from "./built-server";
import { readGraderBodies } from "./load-bodies";
import { BENCH_API_KEY_RATE_LIMIT, freshPostgresDatabase } from "./load";

const SECONDS = Number(process.env.COMPARE_SECONDS ?? 8);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 4);
const WARM_UP_SECONDS = 3;
const ON_PGLITE = process.env.COMPARE_PGLITE === "1";
const CONNECTIONS = ON_PGLITE ? 100 : 50;
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
/** Its own database, so the load bench (listinglift_bench) may run beside it. */
const COMPARE_DATABASE = "listinglift_compare_grader";
const dirs = (process.env.COMPARE_DIRS ?? "").split(",").filter(Boolean);
if (dirs.length === 0) throw new Error("COMPARE_DIRS: the build folders to compare, separated by commas");
if (!ON_PGLITE && !DATABASE_URL) throw new Error("BENCH_DATABASE_URL: a PostgreSQL the bench may create a database on (or COMPARE_PGLITE=1)");

/** One folder's built server on a fresh data folder (and a new PostgreSQL database unless on PGlite), with the admin's key. */
async function startBuild(entry: string) {
  const [dir = ".", ...nodeArgs] = entry.split(" ").filter(Boolean);
  const database: Record<string, string> = ON_PGLITE ? {} : { DATABASE_URL: await freshPostgresDatabase(DATABASE_URL!, COMPARE_DATABASE) };
  const server = await startBuiltServer({ ...database, ADMIN_EMAILS: BENCH_ADMIN_EMAIL, API_KEY_RATE_LIMIT: String(BENCH_API_KEY_RATE_LIMIT) }, dir, nodeArgs);
  return { ...server, origin: server.origin.replace("//localhost:", "//127.0.0.1:"), apiKey: await createAdminApiKey(server.origin, server.dataDir) };
}

const bodies = readGraderBodies();

/**
 * On PostgreSQL, the CPU its backends on the bench's database have used so far (µs), by pid: the same /proc reading as
 * the server's, so a change that moves work into the database shows there. Null on PGlite (it runs in the server).
 */
async function readDatabaseCpuMicros(): Promise<Map<number, number> | null> {
  if (ON_PGLITE) return null;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [COMPARE_DATABASE]);
    return new Map(rows.map(({ pid }) => [pid, readCpuMicros(pid)]));
  } finally {
    await client.end();
  }
}

/** What the backends seen both times used between the two readings. */
function databaseMicrosBetween(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let sum = 0;
  for (const [pid, micros] of after) sum += micros - (before.get(pid) ?? micros);
  return sum;
}

async function measure(build: Awaited<ReturnType<typeof startBuild>>) {
  let next = 0;
  const options: Options = {
    url: `${build.origin}/api/v1/grader/analyze`,
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${build.apiKey}` },
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }) }],
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const [before, databaseBefore] = [readCpuMicros(build.pid), await readDatabaseCpuMicros()];
  const run = await autocannon({ ...options, duration: SECONDS });
  const databaseMicros = databaseMicrosBetween(databaseBefore, await readDatabaseCpuMicros());
  return {
    perSecond: Math.round(run.requests.average),
    p99Ms: run.latency.p99,
    maxMs: run.latency.max,
    failed: run.non2xx + run.errors,
    cpuMicros: Math.round((readCpuMicros(build.pid) - before) / Math.max(1, run.requests.total)),
    databaseMicros: databaseMicros === null ? null : Math.round(databaseMicros / Math.max(1, run.requests.total)),
  };
}

for (let round = 1; round <= ROUNDS; round++) {
  const ordered = round % 2 === 1 ? dirs : [...dirs].reverse();
  for (const dir of ordered) {
    const build = await startBuild(dir);
    try {
      const load = os.loadavg()[0]!.toFixed(1);
      const { perSecond, p99Ms, maxMs, failed, cpuMicros, databaseMicros } = await measure(build);
      const database = databaseMicros === null ? "" : ` (PostgreSQL ${databaseMicros} µs)`;
      process.stdout.write(`round ${round}, load ${load}: ${dir}: ${cpuMicros} µs${database}, ${perSecond} req/s, p99 ${p99Ms} ms, max ${maxMs} ms, ${failed} failed\n`);
    } finally {
      await build.stop();
    }
  }
}
