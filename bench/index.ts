import fs from "node:fs";
import { measureGrader } from "./grader";
import { measureHomePageJs } from "./home-page-js";

// `npm run bench`: the benchmark suite, figures printed and kept in bench/results.json. Needs `npm run build` first.
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!fs.existsSync("build/client/index.html")) {
  process.stderr.write("Run `npm run build` first: the benchmarks measure the built app.\n");
  process.exit(1);
}

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

const js = measureHomePageJs();
results.homePageJs = js;
process.stdout.write(`home page JavaScript: ${kb(js.gzipBytes)} gzipped (${kb(js.rawBytes)} raw, ${js.files} files)\n`);

const grader = await measureGrader();
results.grader = grader;
process.stdout.write(
  `grading in process: ${grader.inProcess.perSecond} listings/s (${grader.inProcess.listings} Inside Airbnb rows in ${grader.inProcess.seconds} s)\n` +
    `grading through POST /api/v1/grader/analyze: ${grader.api.perSecond} listings/s (${grader.api.listings} rows, ${grader.api.concurrency} in flight, admin session, PGlite)\n`,
);

fs.writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
