// Lighthouse's Total Blocking Time of a page, split by what ran in each long task: Chromium committing the navigation,
// Chromium parsing, styling, laying out and painting the page, or scripts (lighthouse-blocking.ts pairs each simulated
// long task with the task its trace observed). Runs Lighthouse as `npm run bench` does, on a build folder's server.
// Usage: npx tsx bench/explain-lighthouse-tbt.ts <runs> <page> [<folder>]
import { startBuiltServer } from "./built-server";
import { lighthouseRunOf } from "./lighthouse";
import { blockingByKind, explainLighthouseRun, type LighthouseRunParts } from "./lighthouse-blocking";

const [runsArg, page, folder = "."] = process.argv.slice(2);
if (!runsArg || !page) throw new Error("usage: npx tsx bench/explain-lighthouse-tbt.ts <runs> <page> [<folder>]");

const server = await startBuiltServer({}, folder);
try {
  for (let run = 1; run <= Number(runsArg); run++) {
    const url = `${server.origin}${page}`;
    const result = await lighthouseRunOf(url);
    if (!result || result.lhr.runtimeError) {
      process.stdout.write(`run ${run}: Lighthouse could not measure ${page}: ${result?.lhr.runtimeError?.message ?? "no result"}\n`);
      continue;
    }
    const { audits, categories, environment } = result.lhr;
    const rows = explainLighthouseRun(result as unknown as LighthouseRunParts, url);
    const split = [...blockingByKind(rows)].sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${Math.round(ms)}`);
    const listed = Math.round(rows.reduce((sum, row) => sum + row.blockingMs, 0));
    process.stdout.write(
      `run ${run}: performance ${Math.round((categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(audits["total-blocking-time"]!.numericValue!)} ms ` +
        `(host index ${Math.round(environment.benchmarkIndex)}), FCP ${Math.round(audits["first-contentful-paint"]!.numericValue!)} ms, ` +
        `TTI ${Math.round(audits["interactive"]!.numericValue!)} ms; the long tasks' blocking ${listed} ms by kind: ${split.join(", ")}\n`,
    );
    for (const { task, blockingMs, observed } of rows) {
      const what = observed
        ? `${observed.kind}, observed ${Math.round(observed.durationMs)} ms${observed.didLayout ? " (laid out: simulated at half the slowdown)" : ""}: ${observed.work.join("; ")}`
        : "no observed task of that length";
      process.stdout.write(`    ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms, blocking ${Math.round(blockingMs)}: ${task.url}; ${what}\n`);
    }
  }
} finally {
  await server.stop();
}
