import { describe, expect, it } from "vitest";
import { blockingByKind, blockingTimeOf, describeTask, explainBlocking, explainLighthouseRun, observedTasksOf, simulatedDurationOf, type TraceEvent } from "./lighthouse-blocking";

// A page's main thread (pid 3, tid 1) with three top-level tasks, times in µs: the navigation commit (40 ms, mostly
// the V8 context), the first frame (30 ms, parsing and layout: Lantern slows it 2x, not 4x), and the entry's script
// (20 ms). Another renderer (pid 9) parsed about:blank first.
const PAGE = "http://localhost:4173/";
const at = (name: string, ms: number, durMs: number, args?: TraceEvent["args"], pid = 3): TraceEvent => ({ name, ph: "X", ts: ms * 1000, dur: durMs * 1000, pid, tid: 1, args });
const events: TraceEvent[] = [
  at("ParseHTML", 0, 1, { beginData: { url: "about:blank", startLine: 0 } }, 9),
  at("RunTask", 10, 40),
  at("ThreadControllerImpl::RunTask", 10, 40),
  at("Receive mojo message", 10, 40),
  at("DocumentLoader::CommitNavigation", 12, 36),
  at("LocalWindowProxy::Initialize", 14, 25),
  at("RunTask", 60, 30),
  at("ParseHTML", 60, 12, { beginData: { url: PAGE, startLine: 0 }, endData: { endLine: 2 } }),
  at("EvaluateScript", 62, 4, { data: { url: PAGE, lineNumber: 1 } }),
  at("UpdateLayoutTree", 73, 5),
  at("Layout", 78, 10),
  at("RunTask", 100, 20),
  at("FunctionCall", 100, 19, { data: { url: `${PAGE}assets/entry.client-abc.js` } }),
  { name: "firstContentfulPaint", ph: "R", ts: 95_000, pid: 3, tid: 1 },
];

describe("blockingTimeOf, Lighthouse's share of a task in TBT", () => {
  it("counts a task's part over 50 ms between FCP and TTI", () => {
    expect(blockingTimeOf({ startTime: 1_000, duration: 120 }, 900, 3_000)).toBe(70);
    expect(blockingTimeOf({ startTime: 1_000, duration: 45 }, 900, 3_000)).toBe(0);
  });

  it("clips a task that began before the first contentful paint", () => {
    // 834-1141 with FCP at 854: 287 ms after it, 237 over 50 (a navigation commit on this host, stop 55).
    expect(blockingTimeOf({ startTime: 834, duration: 307 }, 854, 2_157)).toBe(237);
    expect(blockingTimeOf({ startTime: 755, duration: 306 }, 1_365, 2_407)).toBe(0);
  });
});

describe("observedTasksOf and explainBlocking", () => {
  const observed = observedTasksOf(events, PAGE);

  it("reads the page's main thread task by task, each with what ran in it", () => {
    expect(observed.map((task) => [task.durationMs, task.kind, task.didLayout])).toEqual([
      [40, "navigation commit", false],
      [30, "parse, style, layout, paint", true],
      [20, "scripts", false],
    ]);
    expect(observed[0]!.work).toEqual(["DocumentLoader::CommitNavigation 36", "LocalWindowProxy::Initialize 25"]);
    expect(observed[1]!.work).toEqual(["ParseHTML lines 0-2 12", "Layout 10", "UpdateLayoutTree 5", "EvaluateScript /:1 4"]);
    expect(observed[2]!.work).toEqual(["FunctionCall /assets/entry.client-abc.js 19"]);
  });

  it("simulates a task that laid out the page at half the slowdown", () => {
    expect(observed.map((task) => simulatedDurationOf(task, 4))).toEqual([160, 60, 80]);
  });

  it("pairs each simulated long task with its observed task and splits TBT by kind", () => {
    const longTasks = [
      { url: "Unattributable", startTime: 700, duration: 160 },
      { url: "/", startTime: 860, duration: 60 },
      { url: "/assets/entry.client-abc.js", startTime: 950, duration: 80 },
      { url: "Unattributable", startTime: 1_100, duration: 55 },
    ];
    const rows = explainBlocking(longTasks, observed, { fcpMs: 800, ttiMs: 2_000, cpuSlowdown: 4 });
    expect(rows.map((row) => [row.blockingMs, row.observed?.kind])).toEqual([
      [10, "navigation commit"],
      [10, "parse, style, layout, paint"],
      [30, "scripts"],
      [5, undefined],
    ]);
    expect(Object.fromEntries(blockingByKind(rows))).toEqual({ "navigation commit": 10, "parse, style, layout, paint": 10, scripts: 30, unmatched: 5 });
  });

  it("takes, of two observed tasks of the same length, the one Lighthouse would name as it named the long task", () => {
    // Two script-free 20 ms tasks after the entry's: a 80 ms "Unattributable" long task is the one with no URL.
    const more = [...events, at("RunTask", 130, 20), at("FunctionCall", 130, 19, { data: { url: `${PAGE}assets/menu-abc.js` } }), at("RunTask", 160, 20), at("Layerize", 161, 18)];
    const tasks = observedTasksOf(more, PAGE);
    const [row] = explainBlocking([{ url: "Unattributable", startTime: 1_000, duration: 80 }], tasks, { fcpMs: 800, ttiMs: 2_000, cpuSlowdown: 4 });
    expect(row!.observed).toBe(tasks[4]);
    expect(row!.observed!.kind).toBe("parse, style, layout, paint");
  });

  it("calls a task a navigation commit only when the commit is most of it", () => {
    const task = describeTask(at("RunTask", 0, 25), [at("DocumentLoader::CommitNavigation", 0, 1), at("UpdateLayoutTree", 2, 8), at("Layout", 10, 12)]);
    expect(task.kind).toBe("parse, style, layout, paint");
  });

  it("explains a Lighthouse run from its report and trace, the long tasks' URLs made paths", () => {
    const run = {
      lhr: {
        audits: {
          "first-contentful-paint": { numericValue: 800 },
          interactive: { numericValue: 2_000 },
          "long-tasks": { details: { items: [{ url: `${PAGE}assets/entry.client-abc.js`, startTime: 950, duration: 80 }] } },
        },
        configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
      },
      artifacts: { Trace: { traceEvents: events } },
    };
    const [row] = explainLighthouseRun(run, PAGE);
    expect(row!.task.url).toBe("/assets/entry.client-abc.js");
    expect([row!.blockingMs, row!.observed?.kind]).toEqual([30, "scripts"]);
  });

  it("refuses a trace without the page's first contentful paint or its HTML", () => {
    expect(() => observedTasksOf(events.filter((event) => event.name !== "firstContentfulPaint"), PAGE)).toThrow("no first contentful paint");
    expect(() => observedTasksOf(events, "http://localhost:9/")).toThrow("parsed no HTML");
  });
});
