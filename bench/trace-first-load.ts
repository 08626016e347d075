// Where a page's main-thread time goes after its first paint, build against build: what Lighthouse's TBT sums up but
// does not name. Each run starts a build's server, loads the page in Debian's Chromium with the main thread slowed 4x
// (as Lighthouse's mobile run) and a phone's viewport, records a Chrome trace from navigation until the network has been
// quiet for 3 s, and prints the long tasks (over 50 ms) after the first contentful paint, each with what took most of it.
// The builds run in turns, as in compare-lighthouse.ts. With TRACE_FUNCTIONS=1, V8's sampling profiler runs too and
// each long task also names the packages and functions its samples were in (trace-functions.ts; a build made with
// BUILD_SOURCEMAP=1 names them through its source maps). The profiler slows the page: compare blocking times without it.
// Usage: [TRACE_FUNCTIONS=1] npx tsx bench/trace-first-load.ts <rounds> <page> <folder-a> [<folder-b> ...]
import path from "node:path";
import { chromium } from "@playwright/test";
import { startBuiltServer } from "./built-server";
import { pageMainThread, type TraceEvent } from "./trace-events";
import { readSamples, topFunctions } from "./trace-functions";

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const WITH_FUNCTIONS = process.env.TRACE_FUNCTIONS === "1";
// The stack category names the script that forced a style or layout pass (its beginData.stackTrace).
const CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
  "v8.execute",
  "loading",
  "blink.user_timing",
  ...(WITH_FUNCTIONS ? ["disabled-by-default-v8.cpu_profiler"] : []),
];
/** The events inside a task that say what it did; the rest (their callers and wrappers) would count the same time twice. */
const WORK = new Set([
  "v8.evaluateModule",
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "FunctionCall",
  "RunMicrotasks",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "MinorGC",
  "MajorGC",
  "V8.GC_SCAVENGER",
  "TimerFire",
  "FireAnimationFrame",
  "EventDispatch",
]);

interface LongTask {
  startMs: number;
  durationMs: number;
  /** What took most of the task, by name (and script, where the event names one), longest first. */
  work: string[];
  /** With TRACE_FUNCTIONS=1: the packages and functions with the most profiler samples in the task. */
  functions?: { packages: string[]; functions: string[] };
}

async function traceOnce(folder: string, page: string): Promise<{ fcpMs: number; blockingMs: number; tasks: LongTask[] }> {
  const server = await startBuiltServer({}, folder);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    // Lighthouse enables the Debugger domain with async stacks before it loads a page (`enableAsyncStacks` in its
    // driver's prepare.js), and with a debugger V8 keeps source positions from the compile on. Without it,
    // Playwright's Runtime domain has V8 capture a stack trace with positions for every Error made, and React DOM
    // makes five at its top level: V8 then parses the entry chunk again on the main thread, 100-200 ms at 4x that a
    // visitor's browser and Lighthouse's runs never pay (docs/benchmarks.md, stop 54).
    await cdp.send("Debugger.enable");
    await cdp.send("Debugger.setSkipAllPauses", { skip: true });
    await cdp.send("Debugger.setAsyncCallStackDepth", { maxDepth: 8 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(tab, { categories: CATEGORIES });
    await tab.goto(`${server.origin}${page}`, { waitUntil: "networkidle" });
    await tab.waitForTimeout(3_000);
    const events = (JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    return longTasksAfterPaint(events, path.join(folder, "build/client"));
  } finally {
    await browser.close();
    await server.stop();
  }
}

function longTasksAfterPaint(events: TraceEvent[], clientDir: string) {
  const { fcp, parse, onMain } = pageMainThread(events);
  // Times are from the last navigation this renderer started before its paint.
  const navigationStart = events.filter((event) => event.name === "navigationStart" && event.pid === fcp.pid && event.ts <= fcp.ts).at(-1)?.ts ?? parse.ts;
  const samples = WITH_FUNCTIONS ? readSamples(events, parse.pid, clientDir) : [];
  const tasks: LongTask[] = [];
  for (const task of onMain) {
    if (task.name !== "RunTask" || task.ts < fcp.ts || task.dur! / 1000 <= LONG_TASK_MS) continue;
    const end = task.ts + task.dur!;
    const byWork = new Map<string, number>();
    for (const event of onMain) {
      if (!WORK.has(event.name) || event.ts < task.ts || event.ts + event.dur! > end) continue;
      const forcedBy = event.args?.beginData?.stackTrace?.[0];
      const url = (forcedBy?.url ?? event.args?.data?.url)?.replace(/^https?:\/\/[^/]+/, "");
      const key = forcedBy ? `${event.name} forced by ${forcedBy.functionName || "(anonymous)"} ${url}` : url ? `${event.name} ${url}` : event.name;
      byWork.set(key, (byWork.get(key) ?? 0) + event.dur! / 1000);
    }
    const work = [...byWork].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([key, ms]) => `${key} ${Math.round(ms)}`);
    const functions = WITH_FUNCTIONS ? topFunctions(samples, task.ts, end) : undefined;
    tasks.push({ startMs: Math.round((task.ts - navigationStart) / 1000), durationMs: Math.round(task.dur! / 1000), work, functions });
  }
  const blockingMs = tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
  return { fcpMs: Math.round((fcp.ts - navigationStart) / 1000), blockingMs, tasks };
}

const [roundsArg, page, ...folders] = process.argv.slice(2);
if (!roundsArg || !page || folders.length === 0) throw new Error("usage: npx tsx bench/trace-first-load.ts <rounds> <page> <folder-a> [<folder-b> ...]");
const totals = new Map<string, number[]>(folders.map((folder) => [folder, []]));
for (let round = 1; round <= Number(roundsArg); round++) {
  for (const folder of round % 2 === 1 ? folders : [...folders].reverse()) {
    const { fcpMs, blockingMs, tasks } = await traceOnce(folder, page);
    totals.get(folder)!.push(blockingMs);
    process.stdout.write(`round ${round}: ${folder}: first paint ${fcpMs} ms, ${tasks.length} long tasks after it, ${blockingMs} ms over 50 ms\n`);
    for (const task of tasks) {
      process.stdout.write(`    at ${task.startMs} ms, ${task.durationMs} ms: ${task.work.join("; ")}\n`);
      if (task.functions) {
        process.stdout.write(`      samples by package: ${task.functions.packages.join(", ")}\n`);
        process.stdout.write(`      by function: ${task.functions.functions.join(", ")}\n`);
      }
    }
  }
}
for (const [folder, blocking] of totals) {
  const sorted = [...blocking].sort((a, b) => a - b);
  process.stdout.write(`median ${folder}: ${sorted[Math.floor(sorted.length / 2)]} ms of long tasks over 50 ms after the first paint (${sorted.join(", ")})\n`);
}
