import fs from "node:fs";
import os from "node:os";
import { measureFirstStart, START_TARGETS } from "./first-start";
import { GRADE_TARGET_MS, measureGrader } from "./grader";
import { HOME_PAGE_JS_BUDGET_BYTES, measureHomePageJs, measurePageJs } from "./home-page-js";
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_TARGETS, type LighthouseScores, measureLighthouse } from "./lighthouse";
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN, LIGHTHOUSE_SLOW_HOST_INDEX } from "./lighthouse-calibration";
import { formatLoadTable, formatPostgresGrader, measureLoad } from "./load";
import { measureMarkets } from "./markets";
import { measureModelPath, measureOfflineWriter } from "./writer";

// `npm run bench`: the benchmark suite, figures printed and kept in bench/results.json. Needs `npm run build` first.
// BENCH_ONLY=load (or a list such as js,grader; parts: js, start, lighthouse, grader, writer, load, markets) runs only those parts and
// keeps the other parts' last figures in bench/results.json.
const only = process.env.BENCH_ONLY?.split(",").map((part) => part.trim());
const runs = (part: string) => !only || only.includes(part);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!fs.existsSync("build/client/index.html")) {
  process.stderr.write("Run `npm run build` first: the benchmarks measure the built app.\n");
  process.exit(1);
}

// The machine's load when the run started: Lighthouse's performance score and the rates below move with it.
const previous: object = only && fs.existsSync("bench/results.json") ? JSON.parse(fs.readFileSync("bench/results.json", "utf8")) : {};
const results: Record<string, unknown> = { ...previous, date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg() };

if (runs("js")) {
  const js = measureHomePageJs();
  results.homePageJs = js;
  process.stdout.write(
    `home page JavaScript: ${kb(js.gzipBytes)} gzipped (${kb(js.rawBytes)} raw, ${js.files} files), budget ${kb(HOME_PAGE_JS_BUDGET_BYTES)}: ` +
      `${js.gzipBytes <= HOME_PAGE_JS_BUDGET_BYTES ? "within" : "OVER"}\n`,
  );
  // Lighthouse's other two pages: no budget of their own, reported so that a change to their first load shows.
  const otherPages = Object.fromEntries(
    LIGHTHOUSE_PAGES.filter((page) => page !== "/").map((page) => [page, measurePageJs("build/client", `${page.slice(1)}/index.html`)]),
  );
  results.otherPagesJs = otherPages;
  for (const [page, pageJs] of Object.entries(otherPages)) {
    process.stdout.write(`  ${page}: ${kb(pageJs.gzipBytes)} gzipped (${kb(pageJs.rawBytes)} raw, ${pageJs.files} files)\n`);
  }
}

if (runs("start")) {
  const start = await measureFirstStart();
  results.start = start;
  const line = (name: string, figure: { seconds: number; peakRssMb: number }, target: { seconds: number; peakRssMb: number }) =>
    `  ${name.padEnd(12)} ${figure.seconds} s to /api/health (target ${target.seconds} s), peak RSS ${figure.peakRssMb} MB (target ${target.peakRssMb} MB)\n`;
  process.stdout.write(
    `embedded start, the built server on a fresh DATA_DIR (${start.templateUsed ? "from the build's database template" : "no template: PGlite's initdb"}):\n` +
      line("first start", start.first, START_TARGETS.first) +
      line("restart", start.restart, START_TARGETS.restart),
  );
}

if (runs("lighthouse")) {
  const t = LIGHTHOUSE_TARGETS;
  const printPages = (pages: Record<string, LighthouseScores>) => {
    for (const [page, s] of Object.entries(pages)) {
      process.stdout.write(
        `  ${page.padEnd(28)} ${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}   FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}` +
          `   (host index ${s.benchmarkIndex})\n`,
      );
      // What the long tasks' blocking time was spent on (their sum differs a little from TBT: it weighs two simulations).
      if (s.tbtByKind) {
        const kinds = Object.entries(s.tbtByKind).sort((a, b) => b[1] - a[1]);
        process.stdout.write(`  ${"".padEnd(28)} long tasks' blocking by kind: ${kinds.map(([kind, ms]) => `${kind} ${ms} ms`).join(", ")}\n`);
      }
    }
  };
  const lighthouse = await measureLighthouse();
  results.lighthouse = lighthouse;
  const indexes = Object.values(lighthouse).map((page) => page.benchmarkIndex).sort((a, b) => a - b);
  const hostIndex = indexes[Math.floor(indexes.length / 2)]!;
  process.stdout.write(
    `Lighthouse, mobile, median of 3 runs (performance / accessibility / best practices / SEO; FCP, LCP, TBT, CLS); ` +
      `targets: performance ${t.performance}, the others 100, FCP ${t.fcpMs} ms, TBT ${t.tbtMs} ms; ` +
      `Lighthouse's ${DEFAULT_CPU_SLOWDOWN}x CPU slowdown, host BenchmarkIndex ${hostIndex}:\n`,
  );
  printPages(lighthouse);
  // On a host Lighthouse calls slow, its 4x plays a slower phone than the one the targets were set for: the same pages
  // are measured again at the slowdown its calculator gives for this host (bench/lighthouse-calibration.ts), and both printed.
  const calibrated = calibratedCpuSlowdown(hostIndex);
  if (hostIndex <= LIGHTHOUSE_SLOW_HOST_INDEX) {
    if (calibrated === undefined) {
      process.stdout.write(`  this host (index ${hostIndex}) is too slow to play Lighthouse's reference phone at any slowdown\n`);
    } else {
      const pages = await measureLighthouse(calibrated);
      results.lighthouseCalibrated = { hostIndex, cpuSlowdown: calibrated, pages };
      process.stdout.write(
        `Lighthouse on a host slower than it expects (index ${hostIndex}, at most ${LIGHTHOUSE_SLOW_HOST_INDEX} draws its warning): ` +
          `again at the ${calibrated}x CPU slowdown its calculator gives for this host, the same targets:\n`,
      );
      printPages(pages);
    }
  } else {
    delete results.lighthouseCalibrated;
  }
}

if (runs("markets")) {
  const markets = await measureMarkets();
  results.markets = markets;
  process.stdout.write(
    `market import (Antwerp, ${markets.import.homes} homes, in-memory PGlite): ${markets.import.seconds} s, ${markets.import.rowsPerSecond} rows/s, peak RSS ${markets.import.peakRssMb} MB; ` +
      `evidence ${markets.evidenceMs} ms; comparison median ${markets.comparison.medianMs} ms, p95 ${markets.comparison.p95Ms} ms (${markets.comparison.runs} homes)\n`,
  );
}

if (runs("grader")) {
  const grader = await measureGrader();
  results.grader = grader;
  process.stdout.write(
    `grading in process: ${grader.inProcess.perSecond} listings/s (${grader.inProcess.listings} Inside Airbnb rows in ${grader.inProcess.seconds} s); ` +
      `per listing median ${grader.perListing.medianMs} ms (target ${GRADE_TARGET_MS} ms; the three passes ${grader.perListing.passMediansMs.join(", ")}), p95 ${grader.perListing.p95Ms} ms\n` +
      `grading through POST /api/v1/grader/analyze: ${grader.api.perSecond} listings/s (${grader.api.listings} rows, ${grader.api.concurrency} in flight, admin session, PGlite)\n`,
  );
}

if (runs("writer")) {
  const offline = await measureOfflineWriter();
  const modelPath = await measureModelPath();
  results.writer = { offline, modelPath };
  process.stdout.write(
    `offline writer (write, check, grade) over ${offline.count} Inside Airbnb rows: median ${offline.medianMs} ms, p95 ${offline.p95Ms} ms per listing\n` +
      `POST /api/v1/listings/generate with a streaming model stand-in (${modelPath.chunkDelayMs} ms per chunk), ${modelPath.total.count} requests: ` +
      `total median ${modelPath.total.medianMs} ms (p95 ${modelPath.total.p95Ms}), model's own time median ${modelPath.model.medianMs} ms, ` +
      `our overhead median ${modelPath.overhead.medianMs} ms (p95 ${modelPath.overhead.p95Ms})\n`,
  );
}

if (runs("load")) {
  const load = await measureLoad();
  results.load = load;
  process.stdout.write(
    `load on Node ${process.version} (every server in this run): autocannon, ${load.connections} connections for ${load.seconds} s a target (the admin's key with API_KEY_RATE_LIMIT=${load.apiKeyRateLimit}):\n` +
      formatLoadTable(load) +
      `  the server's RSS ${load.serverRssSettledMb} MB a few seconds after its last run\n` +
      `  health / bare Node: ${load.healthToBare} by req/s, ${load.healthToBareByCpu} by CPU per request (target 0.40)\n` +
      `  grader (PGlite) / bare Node: ${load.graderToBare} by req/s, ${load.graderToBareByCpu} by CPU per request\n` +
      formatPostgresGrader(load),
  );
}

fs.writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
