import fs from "node:fs";
import autocannon, { type Options } from "autocannon";
import { BENCH_ADMIN_EMAIL, createAdminApiKey } from "./admin-api-key";
import { startBareServer } from "./bare-server";
import { startBuiltServer } from "./built-server";
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
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

function readRssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(kb) / 1024);
}

async function measureTarget(name: string, pid: number, options: Options): Promise<LoadTarget> {
  const warmUp = await autocannon({ ...options, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  if (warmUp.non2xx > 0) throw new Error(`${name}: ${warmUp.non2xx} non-2xx answers in the warm-up (${JSON.stringify(warmUp.statusCodeStats)})`);
  await settle();
  const rssBeforeMb = readRssMb(pid);
  const run = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
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
    rssBeforeMb,
    rssAfterMb,
  };
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
    const bodies = readGraderBodies();
    let next = 0;
    targets.push(
      await measureTarget("POST /api/v1/grader/analyze", server.pid, {
        url: `${origin}/api/v1/grader/analyze`,
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
        requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }) }],
      }),
    );
    await settle();
    serverRssSettledMb = readRssMb(server.pid);
  } finally {
    await server.stop();
  }

  const rate = (prefix: string) => targets.find((target) => target.name.startsWith(prefix))!.perSecond;
  const toBare = (prefix: string) => Number((rate(prefix) / rate("bare")).toFixed(3));
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    apiKeyRateLimit: BENCH_API_KEY_RATE_LIMIT,
    targets,
    serverRssSettledMb,
    graderToBare: toBare("POST /api/v1/grader"),
    healthToBare: toBare("GET /api/health"),
  };
}

/** The figures as a plain-text table, a target a row. */
export function formatLoadTable(results: LoadResults): string {
  const header = ["target", "requests", "non-2xx", "errors", "timeouts", "req/s", "p50 ms", "p99 ms", "RSS before", "RSS after"];
  const rows = results.targets.map((t) =>
    [t.name, t.requests, t.non2xx, t.errors, t.timeouts, t.perSecond, t.p50Ms, t.p99Ms, `${t.rssBeforeMb} MB`, `${t.rssAfterMb} MB`].map(String),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [header, ...rows].map((cells) => `  ${line(cells)}\n`).join("");
}
