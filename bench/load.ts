import fs from "node:fs";
import autocannon, { type Options } from "autocannon";
import pg from "pg";
import { BENCH_ADMIN_EMAIL, createAdminApiKey } from "./admin-api-key";
import { startBareServer } from "./bare-server";
import { readCpuMicros, startBuiltServer } from "./built-server";
import { readGraderBodies } from "./load-bodies";

/** 100 connections for 30 s a target unless LOAD_CONNECTIONS / LOAD_SECONDS say otherwise (for a quick trial). */
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
/**
 * Every API key, an admin's too, may make API_KEY_RATE_LIMIT requests a minute (default 60): the bench's server is
 * started with this instead so the key is not refused. Each request is still counted in the database, as in production.
 */
export const BENCH_API_KEY_RATE_LIMIT = 1_000_000;
/** Seconds of the same load before each measured run, not counted: a cold server answers health checks 5 times slower. */
const WARM_UP_SECONDS = Math.min(3, SECONDS);
/** A pause after a warm-up or a run, so requests still queued in the server (the grader's) are answered first. */
const SETTLE_MS = 3_000;

export interface LoadTarget {
  name: string;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * The server process's CPU time (user and system, from /proc/<pid>/stat) over the run, per request, in µs: what one
   * answer costs the server, which moves far less than req/s when other work shares the machine.
   */
  cpuMicrosPerRequest: number;
  /** The server process's resident memory (VmRSS) just before and just after the measured run, in MB. */
  rssBeforeMb: number;
  rssAfterMb: number;
}

export interface LoadResults {
  connections: number;
  seconds: number;
  apiKeyRateLimit: number;
  targets: LoadTarget[];
  /** The built server's resident memory a few seconds after its last run, in MB. */
  serverRssSettledMb: number;
  /** The grader's and the health check's req/s divided by the bare Node server's, measured in the same run. */
  graderToBare: number;
  healthToBare: number;
  /** The same ratios by the server's CPU per request (the bare server's µs over ours): steadier on a shared machine. */
  graderToBareByCpu: number;
  healthToBareByCpu: number;
}

/**
 * Issue 22 measures the grader on PostgreSQL at 50 connections: with BENCH_DATABASE_URL (a PostgreSQL the bench may
 * make a database on, e.g. postgres://postgres@127.0.0.1:5432/test) a second built server runs on a new database there.
 */
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const POSTGRES_CONNECTIONS = 50;
const POSTGRES_DATABASE = "listinglift_bench";

/** A new, empty database beside the one `url` names, and its URL (`name`: one a bench run alongside another may use). */
export async function freshPostgresDatabase(url: string, name = POSTGRES_DATABASE): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

function readRssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(kb) / 1024);
}

async function measureTarget(name: string, pid: number, options: Options, connections = CONNECTIONS): Promise<LoadTarget> {
  const warmUp = await autocannon({ ...options, connections, duration: WARM_UP_SECONDS });
  if (warmUp.non2xx > 0) throw new Error(`${name}: ${warmUp.non2xx} non-2xx answers in the warm-up (${JSON.stringify(warmUp.statusCodeStats)})`);
  await settle();
  const rssBeforeMb = readRssMb(pid);
  const cpuBefore = readCpuMicros(pid);
  const run = await autocannon({ ...options, connections, duration: SECONDS });
  const cpuMicrosPerRequest = Math.round((readCpuMicros(pid) - cpuBefore) / Math.max(1, run.requests.total));
  const rssAfterMb = readRssMb(pid);
  return {
    name,
    requests: run.requests.total,
    non2xx: run.non2xx,
    errors: run.errors,
    timeouts: run.timeouts,
    perSecond: Math.round(run.requests.average),
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    cpuMicrosPerRequest,
    rssBeforeMb,
    rssAfterMb,
  };
}

/** POST /api/v1/grader/analyze with the admin's key, each request the next of the 500 pasted listings. */
function graderRequests(origin: string, apiKey: string): Options {
  const bodies = readGraderBodies();
  let next = 0;
  return {
    url: `${origin}/api/v1/grader/analyze`,
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }) }],
  };
}

/** The grader on a built server whose database is PostgreSQL (a new database), at 50 connections. */
async function measureGraderOnPostgres(url: string): Promise<LoadTarget> {
  const server = await startBuiltServer({
    ADMIN_EMAILS: BENCH_ADMIN_EMAIL,
    API_KEY_RATE_LIMIT: String(BENCH_API_KEY_RATE_LIMIT),
    DATABASE_URL: await freshPostgresDatabase(url),
  });
  try {
    const apiKey = await createAdminApiKey(server.origin, server.dataDir);
    const origin = server.origin.replace("//localhost:", "//127.0.0.1:");
    return await measureTarget(
      `POST /api/v1/grader/analyze, PostgreSQL, ${POSTGRES_CONNECTIONS} connections`,
      server.pid,
      graderRequests(origin, apiKey),
      POSTGRES_CONNECTIONS,
    );
  } finally {
    await server.stop();
  }
}

/** A bare Node server, then the built server, each in its own process, loaded in turn by autocannon in this one. */
export async function measureLoad(): Promise<LoadResults> {
  const targets: LoadTarget[] = [];
  const bare = await startBareServer();
  try {
    targets.push(await measureTarget("bare Node http server", bare.pid, { url: `${bare.origin}/` }));
  } finally {
    await bare.stop();
  }

  let serverRssSettledMb: number;
  const server = await startBuiltServer({ ADMIN_EMAILS: BENCH_ADMIN_EMAIL, API_KEY_RATE_LIMIT: String(BENCH_API_KEY_RATE_LIMIT) });
  try {
    const apiKey = await createAdminApiKey(server.origin, server.dataDir);
    const origin = server.origin.replace("//localhost:", "//127.0.0.1:");
    targets.push(await measureTarget("GET /api/health", server.pid, { url: `${origin}/api/health` }));
    targets.push(await measureTarget("GET / (prerendered)", server.pid, { url: `${origin}/`, headers: { "accept-encoding": "gzip" } }));
    targets.push(await measureTarget("POST /api/v1/grader/analyze", server.pid, graderRequests(origin, apiKey)));
    await settle();
    serverRssSettledMb = readRssMb(server.pid);
  } finally {
    await server.stop();
  }

  if (BENCH_DATABASE_URL) targets.push(await measureGraderOnPostgres(BENCH_DATABASE_URL));

  const target = (prefix: string) => targets.find((candidate) => candidate.name.startsWith(prefix))!;
  const toBare = (prefix: string) => Number((target(prefix).perSecond / target("bare").perSecond).toFixed(3));
  const toBareByCpu = (prefix: string) => Number((target("bare").cpuMicrosPerRequest / target(prefix).cpuMicrosPerRequest).toFixed(3));
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    apiKeyRateLimit: BENCH_API_KEY_RATE_LIMIT,
    targets,
    serverRssSettledMb,
    graderToBare: toBare("POST /api/v1/grader"),
    healthToBare: toBare("GET /api/health"),
    graderToBareByCpu: toBareByCpu("POST /api/v1/grader"),
    healthToBareByCpu: toBareByCpu("GET /api/health"),
  };
}

/** The figures as a plain-text table, a target a row. */
export function formatLoadTable(results: LoadResults): string {
  const header = ["target", "requests", "non-2xx", "errors", "timeouts", "req/s", "p50 ms", "p99 ms", "CPU µs/req", "RSS before", "RSS after"];
  const rows = results.targets.map((t) =>
    [t.name, t.requests, t.non2xx, t.errors, t.timeouts, t.perSecond, t.p50Ms, t.p99Ms, t.cpuMicrosPerRequest, `${t.rssBeforeMb} MB`, `${t.rssAfterMb} MB`].map(String),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [header, ...rows].map((cells) => `  ${line(cells)}\n`).join("");
}

/** The PostgreSQL grader's figures beside issue 22's targets, or why they are missing. */
export function formatPostgresGrader(results: LoadResults): string {
  const bare = results.targets.find((target) => target.name.startsWith("bare"))!;
  const postgres = results.targets.find((target) => target.name.includes("PostgreSQL"));
  if (!postgres) return "  grader on PostgreSQL: not run (set BENCH_DATABASE_URL to a PostgreSQL the bench may create a database on)\n";
  const ratio = (postgres.perSecond / bare.perSecond).toFixed(3);
  const byCpu = (bare.cpuMicrosPerRequest / postgres.cpuMicrosPerRequest).toFixed(3);
  return (
    `  grader (PostgreSQL, ${POSTGRES_CONNECTIONS} connections) / bare Node: ${ratio} by req/s, ${byCpu} by CPU per request (target 0.05); ` +
    `p99 ${postgres.p99Ms} ms (target under 100 ms); errors ${postgres.errors}, timeouts ${postgres.timeouts} (target 0)\n`
  );
}
