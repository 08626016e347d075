// Paired Lighthouse runs (docs/benchmarks.md, "The first paint", stop of 2026-11-28, later): alternates built copies of
// the app, each a folder holding build/, node_modules and drizzle (symlinks will do), on one page, performance only.
// Usage: npx tsx bench/compare-lighthouse.ts <rounds> <page> <folder-a> <folder-b>; prints each run and the medians
// of performance, TBT, FCP, LCP and time to interactive.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawn } from "node:child_process";
import { freePort, waitUntilAnswering } from "./built-server";
import fs from "node:fs"; import os from "node:os"; import path from "node:path";
const [rounds, page, ...dirs] = process.argv.slice(2);
const res: Record<string, number[][]> = Object.fromEntries(dirs.map((d) => [d, []]));
for (let i = 0; i < Number(rounds); i++) for (const dir of i % 2 ? [...dirs].reverse() : dirs) {
  const port = await freePort(); const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lhab-"));
  const child = spawn(process.execPath, [`build/node/server.js`], { cwd: dir, env: { ...process.env, PORT: String(port), BASE_URL: origin, DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn", PAYMENTS: "demo" }, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((r) => child.once("exit", r));
  await waitUntilAnswering(child, `${origin}/api/ready`);
  const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const run = await lighthouse(`${origin}${page}`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
    const a = run!.lhr.audits;
    res[dir]!.push([Math.round((run!.lhr.categories.performance!.score ?? 0) * 100), Math.round(a["total-blocking-time"]!.numericValue!), Math.round(a["first-contentful-paint"]!.numericValue!), Math.round(a["largest-contentful-paint"]!.numericValue!), Math.round(a["interactive"]!.numericValue!)]);
    console.log(dir, JSON.stringify(res[dir]!.at(-1)), "load", os.loadavg()[0]!.toFixed(1));
  } finally { await chrome.kill(); child.kill("SIGTERM"); await exited; fs.rmSync(dataDir, { recursive: true, force: true }); }
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const d of dirs) console.log("median", d, "perf", med(res[d]!.map((r) => r[0]!)), "TBT", med(res[d]!.map((r) => r[1]!)), "FCP", med(res[d]!.map((r) => r[2]!)), "LCP", med(res[d]!.map((r) => r[3]!)), "TTI", med(res[d]!.map((r) => r[4]!)));
