import fs from "node:fs";
import os from "node:os";
import { measureGrader } from "./grader";
import { HOME_PAGE_JS_BUDGET_BYTES, measureHomePageJs } from "./home-page-js";
import { measureLighthouse } from "./lighthouse";
import { measureModelPath, measureOfflineWriter } from "./writer";

// `npm run bench`: the benchmark suite, figures printed and kept in bench/results.json. Needs `npm run build` first.
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!fs.existsSync("build/client/index.html")) {
  process.stderr.write("Run `npm run build` first: the benchmarks measure the built app.\n");
  process.exit(1);
}

// The machine's load when the run started: Lighthouse's performance score and the rates below move with it.
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg() };

const js = measureHomePageJs();
results.homePageJs = js;
process.stdout.write(
  `home page JavaScript: ${kb(js.gzipBytes)} gzipped (${kb(js.rawBytes)} raw, ${js.files} files), budget ${kb(HOME_PAGE_JS_BUDGET_BYTES)}: ` +
    `${js.gzipBytes <= HOME_PAGE_JS_BUDGET_BYTES ? "within" : "OVER"}\n`,
);

const lighthouse = await measureLighthouse();
results.lighthouse = lighthouse;
process.stdout.write("Lighthouse, mobile, median of 3 runs (performance / accessibility / best practices / SEO; LCP, TBT, CLS):\n");
for (const [page, s] of Object.entries(lighthouse)) {
  process.stdout.write(`  ${page.padEnd(28)} ${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}   LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}\n`);
}

const grader = await measureGrader();
results.grader = grader;
process.stdout.write(
  `grading in process: ${grader.inProcess.perSecond} listings/s (${grader.inProcess.listings} Inside Airbnb rows in ${grader.inProcess.seconds} s)\n` +
    `grading through POST /api/v1/grader/analyze: ${grader.api.perSecond} listings/s (${grader.api.listings} rows, ${grader.api.concurrency} in flight, admin session, PGlite)\n`,
);

const offline = await measureOfflineWriter();
const modelPath = await measureModelPath();
results.writer = { offline, modelPath };
process.stdout.write(
  `offline writer (write, check, grade) over ${offline.count} Inside Airbnb rows: median ${offline.medianMs} ms, p95 ${offline.p95Ms} ms per listing\n` +
    `POST /api/v1/listings/generate with a streaming model stand-in (${modelPath.chunkDelayMs} ms per chunk), ${modelPath.total.count} requests: ` +
    `total median ${modelPath.total.medianMs} ms (p95 ${modelPath.total.p95Ms}), model's own time median ${modelPath.model.medianMs} ms, ` +
    `our overhead median ${modelPath.overhead.medianMs} ms (p95 ${modelPath.overhead.p95Ms})\n`,
);

fs.writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
