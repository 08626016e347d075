// Compares builds on `GET /api/health` by the server's CPU per request, as issue 22 asks on a shared machine: the bare
// Node server and every build run side by side, and each round loads the bare server, then each build in turn (the
// order reversed every other round), with autocannon at 50 connections. A build is a folder holding build/, drizzle/,
// content/, public/ and node_modules (a copy of `npm run build`'s output beside the sources it reads at start).
// With COMPARE_TOGETHER=1 the builds are loaded at the same time instead (one autocannon each), so that they share
// whatever else the machine is doing in that window. Each server first signs an admin in and makes an API key, as the
// load bench does before its health check: on Node 20 the first call into better-auth could make every later request
// dearer (quiet-auth-storages.ts).
//   COMPARE_DIRS=/tmp/before,/tmp/after COMPARE_ROUNDS=4 COMPARE_SECONDS=8 npx tsx bench/compare-health.ts
import os from "node:os";
import autocannon from "autocannon";
import { BENCH_ADMIN_EMAIL, createAdminApiKey } from "./admin-api-key";
import { startBareServer } from "./bare-server";
import { readCpuMicros, startBuiltServer } from "./built-server";

const SECONDS = Number(process.env.COMPARE_SECONDS ?? 8);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 4);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const TOGETHER = process.env.COMPARE_TOGETHER === "1";
const dirs = (process.env.COMPARE_DIRS ?? "").split(",").filter(Boolean);
if (dirs.length === 0) throw new Error("COMPARE_DIRS: the build folders to compare, separated by commas");

/** The built server of one folder on a fresh data folder, and its health check's address. */
async function startBuild(dir: string) {
  const server = await startBuiltServer({ ADMIN_EMAILS: BENCH_ADMIN_EMAIL }, dir);
  await createAdminApiKey(server.origin, server.dataDir);
  return { ...server, dir, url: `${server.origin.replace("//localhost:", "//127.0.0.1:")}/api/health` };
}

async function measure(url: string, pid: number) {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const before = readCpuMicros(pid);
  const run = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (run.non2xx > 0 || run.errors > 0) throw new Error(`${url}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  return { perSecond: Math.round(run.requests.average), cpuMicros: (readCpuMicros(pid) - before) / run.requests.total };
}

const bare = await startBareServer();
const builds: Awaited<ReturnType<typeof startBuild>>[] = [];
try {
  for (const dir of dirs) builds.push(await startBuild(dir));
  for (let round = 1; round <= ROUNDS; round++) {
    const yardstick = await measure(`${bare.origin}/`, bare.pid);
    const cells = [`round ${round}, load ${os.loadavg()[0]!.toFixed(1)}: bare ${yardstick.perSecond} req/s, ${yardstick.cpuMicros.toFixed(1)} µs`];
    const ordered = round % 2 === 1 ? builds : [...builds].reverse();
    const results: Awaited<ReturnType<typeof measure>>[] = [];
    if (TOGETHER) results.push(...(await Promise.all(ordered.map((build) => measure(build.url, build.pid)))));
    else for (const build of ordered) results.push(await measure(build.url, build.pid));
    ordered.forEach((build, index) => {
      const { perSecond, cpuMicros } = results[index]!;
      const toBare = (perSecond / yardstick.perSecond).toFixed(2);
      const toBareByCpu = (yardstick.cpuMicros / cpuMicros).toFixed(2);
      cells.push(`${build.dir}: ${perSecond} req/s (${toBare} of bare), ${cpuMicros.toFixed(1)} µs (${toBareByCpu} of bare)`);
    });
    process.stdout.write(`${cells.join(" | ")}\n`);
  }
} finally {
  for (const build of builds) await build.stop();
  await bare.stop();
}
