// Paired Lighthouse runs (docs/benchmarks.md, "The first paint", stop of 2026-11-28, later): alternates built copies of
// the app, each a folder holding build/, node_modules and drizzle (symlinks will do), on one page, performance only.
// Usage: npx tsx bench/compare-lighthouse.ts <rounds> <page> <folder-a> <folder-b> [...]; prints each run and the
// medians of performance, TBT, FCP, LCP and time to interactive.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort, waitUntilAnswering } from "./built-server";

interface Run {
  performance: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  ttiMs: number;
}

/** One Lighthouse run of `page` on the built server in `folder`, on a fresh data folder. */
async function measure(folder: string, page: string): Promise<Run> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "compare-lighthouse-"));
  const server = spawn(process.execPath, ["build/node/server.js"], {
    cwd: folder,
    env: { ...process.env, PORT: String(port), BASE_URL: origin, DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn", PAYMENTS: "demo" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    await waitUntilAnswering(server, `${origin}/api/ready`);
    const result = await lighthouse(`${origin}${page}`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
    if (!result) throw new Error(`Lighthouse measured nothing on ${folder}`);
    const { audits, categories } = result.lhr;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      tbtMs: ms("total-blocking-time"),
      fcpMs: ms("first-contentful-paint"),
      lcpMs: ms("largest-contentful-paint"),
      ttiMs: ms("interactive"),
    };
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** A run where Lighthouse gave no figures (seen: performance 0 and every metric NaN, printed as null) is left out. */
const measured = (run: Run) => Object.values(run).every((value) => Number.isFinite(value)) && run.performance > 0;

const [rounds = "3", page = "/", ...folders] = process.argv.slice(2);
const runs = new Map<string, Run[]>(folders.map((folder) => [folder, []]));
for (let round = 0; round < Number(rounds); round++) {
  // Alternate the order each round, so neither build always runs first after a quiet spell.
  for (const folder of round % 2 === 0 ? folders : [...folders].reverse()) {
    const run = await measure(folder, page);
    runs.get(folder)!.push(run);
    console.log(folder, JSON.stringify(run), "load", os.loadavg()[0]!.toFixed(1));
  }
}
for (const [folder, results] of runs) {
  const counted = results.filter(measured);
  const of = (key: keyof Run) => median(counted.map((run) => run[key]));
  // Before, such a run was sorted in with NaN and could become the median (TBT 316 ms where the others gave 161).
  if (counted.length < results.length) console.log(`${folder}: ${results.length - counted.length} of ${results.length} runs gave no figures, left out`);
  console.log(`median ${folder}: performance ${of("performance")}, TBT ${of("tbtMs")} ms, FCP ${of("fcpMs")} ms, LCP ${of("lcpMs")} ms, TTI ${of("ttiMs")} ms`);
}
