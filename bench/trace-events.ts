// The Chrome trace events the bench's trace readers use, and how they find the page's main thread in a trace.
import type { ProfilerEventData } from "./trace-functions";

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** Joins a profiler's chunks to their profile (trace-functions.ts). */
  id?: string;
  args?: {
    /** A script's URL (and line, for one inline in the page); the profiler's samples. */
    data?: { url?: string; lineNumber?: number } & ProfilerEventData;
    /** The parser's document and first line; on a style or layout pass a script forced, its stack, innermost first. */
    beginData?: { url?: string; startLine?: number; stackTrace?: { functionName: string; url: string }[] };
    endData?: { endLine?: number };
  };
}

/**
 * The page's renderer is the process of the first contentful paint, and its main thread the one that parsed the page's
 * HTML (the first ParseHTML there, or the first of `pageUrl` when given: a trace may parse about:blank first). Returns
 * that paint, that parse, and the main thread's complete events in time order.
 */
export function pageMainThread(events: TraceEvent[], pageUrl?: string): { fcp: TraceEvent; parse: TraceEvent; onMain: TraceEvent[] } {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) throw new Error("the trace holds no first contentful paint");
  const parse = events.find((event) => event.name === "ParseHTML" && event.pid === fcp.pid && (pageUrl === undefined || (event.args?.beginData?.url ?? "").startsWith(pageUrl)));
  if (!parse) throw new Error(pageUrl === undefined ? "the page's renderer parsed no HTML in the trace" : `the page's renderer parsed no HTML of ${pageUrl} in the trace`);
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X" && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
  return { fcp, parse, onMain };
}
