// What Lighthouse's Total Blocking Time is made of, task by task. Lighthouse (its Lantern simulation) lists the long
// tasks with simulated times but names only a script URL or "Unattributable"; this pairs each with the task its trace
// observed and says what ran in it. Lantern slows a task that laid out the page by half the CPU slowdown (2x of 4x) and
// every other task by the whole of it (its Simulator's `_estimateCPUTimeRemaining`), and TBT counts each task's part
// over 50 ms between the first contentful paint and Time to Interactive (its `TBTUtils`): both are mirrored here.
import { pageMainThread, type TraceEvent } from "./trace-events";

export type { TraceEvent };

/** One long task as Lighthouse's `long-tasks` audit lists it: simulated times, in milliseconds. */
export interface SimulatedTask {
  url: string;
  startTime: number;
  duration: number;
}

/** Whose work a task is: Chromium committing the navigation or drawing the page, a script's, or Chromium's other work. */
export type TaskKind = "navigation commit" | "parse, style, layout, paint" | "scripts" | "other";

export interface ObservedTask {
  ts: number;
  durationMs: number;
  didLayout: boolean;
  kind: TaskKind;
  /** What took most of the task, longest first ("Layout 43", "FunctionCall /assets/entry.client-abc.js 12"). */
  work: string[];
  /** The paths of the documents and scripts its events name: Lighthouse attributes a task to one of them. */
  urls: Set<string>;
}

export interface BlockingRow {
  task: SimulatedTask;
  blockingMs: number;
  observed?: ObservedTask;
}

const BLOCKING_THRESHOLD_MS = 50;
const SCRIPT_EVENTS = new Set(["EvaluateScript", "v8.evaluateModule", "FunctionCall", "v8.callFunction", "RunMicrotasks", "TimerFire", "FireAnimationFrame", "EventDispatch", "v8.compile", "v8.compileModule"]);
const RENDER_EVENTS = new Set(["ParseHTML", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit"]);

/** Lighthouse's TBT share of one top-level task: its part inside [FCP, TTI], less 50 ms, or nothing. */
export function blockingTimeOf(task: { startTime: number; duration: number }, fcpMs: number, ttiMs: number): number {
  const end = task.startTime + task.duration;
  if (task.duration < BLOCKING_THRESHOLD_MS || end < fcpMs || task.startTime > ttiMs) return 0;
  const clipped = Math.min(end, ttiMs) - Math.max(task.startTime, fcpMs);
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS;
}

/** The duration Lantern gives an observed task at this CPU slowdown. */
export function simulatedDurationOf(task: ObservedTask, cpuSlowdown: number): number {
  return Math.round(task.durationMs * (task.didLayout ? cpuSlowdown / 2 : cpuSlowdown));
}

/** Events that only wrap the work inside them (the scheduler's and IPC's): their children are what the task did. */
const WRAPPER = /RunTask$|mojo|SimpleWatcher|BlinkScheduler|ThreadController/;

/** The outermost events of the given names inside a task (nested ones would count the same time twice). */
function outermost(children: TraceEvent[], keep: (name: string) => boolean): TraceEvent[] {
  const kept: TraceEvent[] = [];
  for (const event of children) {
    if (!keep(event.name)) continue;
    const last = kept.at(-1);
    if (last && event.ts >= last.ts && event.ts + event.dur! <= last.ts + last.dur!) continue;
    kept.push(event);
  }
  return kept;
}

const sumMs = (events: TraceEvent[]) => events.reduce((sum, event) => sum + event.dur! / 1000, 0);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
const within = (inner: TraceEvent, outer: TraceEvent) => inner.ts >= outer.ts && inner.ts + inner.dur! <= outer.ts + outer.dur!;

/** An event as the work list names it: a script by its path (and line, for one inline in the page), the parser by its lines. */
function labelOf(event: TraceEvent): string {
  const { data, beginData, endData } = event.args ?? {};
  if (event.name === "ParseHTML" && beginData?.startLine !== undefined) return `ParseHTML lines ${beginData.startLine}-${endData?.endLine ?? "?"}`;
  const path = data?.url && pathOf(data.url);
  if (!path || !SCRIPT_EVENTS.has(event.name)) return event.name;
  return data?.lineNumber ? `${event.name} ${path}:${data.lineNumber}` : `${event.name} ${path}`;
}

/** What one top-level task of the page's main thread did, from its child events (sorted by start). */
export function describeTask(task: TraceEvent, children: TraceEvent[]): ObservedTask {
  const durationMs = task.dur! / 1000;
  const scripts = outermost(children, (name) => SCRIPT_EVENTS.has(name));
  const render = outermost(children, (name) => RENDER_EVENTS.has(name));
  const scriptMs = sumMs(scripts);
  // The parser runs a page's inline scripts: their time is the scripts', not the parser's.
  const renderMs = sumMs(render) - sumMs(scripts.filter((script) => render.some((event) => within(script, event))));
  const commitMs = sumMs(outermost(children, (name) => name === "DocumentLoader::CommitNavigation"));
  const kind: TaskKind =
    commitMs >= durationMs / 2 ? "navigation commit" : scriptMs >= durationMs / 2 ? "scripts" : renderMs >= durationMs / 2 ? "parse, style, layout, paint" : "other";
  // The work list: what ran directly in the task, the inline scripts the parser ran, and the V8 context a commit made.
  const inlineScripts = scripts.filter((script) => render.some((event) => event.name === "ParseHTML" && within(script, event)));
  const contexts = children.filter((event) => event.name === "LocalWindowProxy::Initialize");
  const shown = [...outermost(children, (name) => !WRAPPER.test(name)), ...inlineScripts, ...contexts];
  const byWork = new Map<string, number>();
  for (const event of shown) {
    const label = labelOf(event);
    byWork.set(label, (byWork.get(label) ?? 0) + event.dur! / 1000);
  }
  const work = [...byWork].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([label, ms]) => `${label} ${Math.round(ms)}`);
  const urls = new Set(children.flatMap((event) => [event.args?.data?.url, event.args?.beginData?.url]).filter((url) => url?.startsWith("http")).map((url) => pathOf(url!)));
  return { ts: task.ts, durationMs, didLayout: children.some((event) => event.name === "Layout"), kind, work, urls };
}

/**
 * The top-level tasks of the page's main thread: the renderer that painted the first contentful paint, and its thread
 * that parsed the page's HTML. Lantern builds its CPU tasks from the same `RunTask` events.
 */
export function observedTasksOf(events: TraceEvent[], pageUrl: string): ObservedTask[] {
  const { onMain } = pageMainThread(events, pageUrl);
  const tasks = onMain.filter((event) => event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask");
  // Chromium writes both names for one task; Lantern takes `RunTask`, and so does this when the trace has it.
  const topLevel = tasks.some((event) => event.name === "RunTask") ? tasks.filter((event) => event.name === "RunTask") : tasks;
  return topLevel.map((task) => {
    const end = task.ts + task.dur!;
    const children = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= end && !/RunTask$/.test(event.name));
    return describeTask(task, children);
  });
}

/** Whether Lighthouse could have named this observed task as it named the long task: by one of its URLs, or by none. */
function namedAlike(task: SimulatedTask, observed: ObservedTask): boolean {
  return task.url === "Unattributable" ? observed.urls.size === 0 : observed.urls.has(pathOf(task.url));
}

/**
 * Each long task with its blocking time and the observed task it was simulated from: of the observed tasks not yet
 * taken whose simulated duration is within 1 ms of it (Lighthouse rounds), one that Lighthouse would name alike if
 * there is one, and of those the nearest to the task taken last (Lantern mostly keeps the observed order).
 */
export function explainBlocking(longTasks: SimulatedTask[], observed: ObservedTask[], metrics: { fcpMs: number; ttiMs: number; cpuSlowdown: number }): BlockingRow[] {
  const taken = new Set<number>();
  let last = 0;
  return [...longTasks]
    .sort((a, b) => a.startTime - b.startTime)
    .map((task) => {
      const fitting = observed.flatMap((candidate, i) => (!taken.has(i) && Math.abs(simulatedDurationOf(candidate, metrics.cpuSlowdown) - task.duration) <= 1 ? [i] : []));
      const alike = fitting.filter((i) => namedAlike(task, observed[i]!));
      const nearest = (alike.length > 0 ? alike : fitting).sort((a, b) => Math.abs(a - last) - Math.abs(b - last))[0];
      if (nearest !== undefined) {
        taken.add(nearest);
        last = nearest;
      }
      return { task, blockingMs: blockingTimeOf(task, metrics.fcpMs, metrics.ttiMs), observed: nearest === undefined ? undefined : observed[nearest] };
    });
}

/** The blocking time by kind of task ("unmatched" for a long task no observed task fits). */
export function blockingByKind(rows: BlockingRow[]): Map<TaskKind | "unmatched", number> {
  const totals = new Map<TaskKind | "unmatched", number>();
  for (const row of rows) {
    const kind = row.observed?.kind ?? "unmatched";
    totals.set(kind, (totals.get(kind) ?? 0) + row.blockingMs);
  }
  return totals;
}

/** The parts of a Lighthouse run this reads: its metrics, its long tasks and settings, and the trace it recorded. */
export interface LighthouseRunParts {
  lhr: {
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    configSettings: { throttling: { cpuSlowdownMultiplier?: number } };
  };
  artifacts: { Trace: { traceEvents: unknown[] } };
}

/** One Lighthouse run of `url` explained: each long task (its URL made a path) with its blocking time and observed task. */
export function explainLighthouseRun(run: LighthouseRunParts, url: string): BlockingRow[] {
  const { audits, configSettings } = run.lhr;
  const metrics = {
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? 0,
    ttiMs: audits["interactive"]?.numericValue ?? 0,
    cpuSlowdown: configSettings.throttling.cpuSlowdownMultiplier ?? 4,
  };
  const items = (audits["long-tasks"]?.details as { items?: SimulatedTask[] } | undefined)?.items ?? [];
  const longTasks = items.map((task) => ({ ...task, url: task.url.startsWith("http") ? pathOf(task.url) : task.url }));
  return explainBlocking(longTasks, observedTasksOf(run.artifacts.Trace.traceEvents as TraceEvent[], url), metrics);
}
