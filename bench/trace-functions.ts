// What JavaScript ran in a window of a Chrome trace recorded with V8's sampling profiler on
// (disabled-by-default-v8.cpu_profiler): samples counted by the function they were in (self time) and by the package or
// source file it belongs to. A build made with BUILD_SOURCEMAP=1 (vite.config.ts) has the maps that turn a minified
// chunk's position into its source: node_modules/<package>/... or app/..., core/...; without them a sample is named
// by its chunk.
import fs from "node:fs";
import path from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";

/** What the profiler's events carry in args.data: a profile's start, or a chunk's new nodes and samples. */
export interface ProfilerEventData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** The trace events this file reads ("Profile" and "ProfileChunk", joined by their id). */
export interface ProfilerTraceEvent {
  name: string;
  ts: number;
  pid: number;
  id?: string;
  args?: { data?: ProfilerEventData };
}

interface ProfileNode {
  id: number;
  /** A trace leaves out what a frame lacks: V8's own entries have no script, and may have no position. */
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

export interface Sample {
  ts: number;
  /** The function the sample was in, and the package or source file it belongs to. */
  where: { name: string; source: string };
}

/** Every profiler sample of the process `pid`, in time order, each named through the build's source maps. */
export function readSamples(events: ProfilerTraceEvent[], pid: number, clientDir: string): Sample[] {
  const names = new SourceNames(clientDir);
  const startOf = new Map<string, number>();
  const nodes = new Map<string, ProfileNode>();
  const samples: Sample[] = [];
  for (const event of events) {
    if (event.pid !== pid || event.id === undefined) continue;
    if (event.name === "Profile") startOf.set(event.id, event.args?.data?.startTime ?? event.ts);
    if (event.name !== "ProfileChunk") continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(`${event.id}:${node.id}`, node);
    // Each chunk's deltas go on from the last sample of the profile's previous chunk.
    let ts = startOf.get(event.id) ?? event.ts;
    (data?.cpuProfile?.samples ?? []).forEach((nodeId, index) => {
      ts += data?.timeDeltas?.[index] ?? 0;
      const node = nodes.get(`${event.id}:${nodeId}`);
      if (node) samples.push({ ts, where: names.of(node.callFrame) });
    });
    startOf.set(event.id, ts);
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** The `top` packages (or source files) and functions with the most samples between `from` and `to` (µs). */
export function topFunctions(samples: Sample[], from: number, to: number, top = 5): { packages: string[]; functions: string[] } {
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const { ts, where } of samples) {
    if (ts < from || ts > to) continue;
    bySource.set(where.source, (bySource.get(where.source) ?? 0) + 1);
    const key = `${where.name} (${where.source})`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + 1);
  }
  const largest = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, count]) => `${key} ${count}`);
  return { packages: largest(bySource), functions: largest(byFunction) };
}

class SourceNames {
  private readonly maps = new Map<string, TraceMap | null>();

  constructor(private readonly clientDir: string) {}

  of(frame: ProfileNode["callFrame"]): { name: string; source: string } {
    const name = frame.functionName || "(anonymous)";
    const asset = frame.url?.match(/\/assets\/[^/?#]+\.js/)?.[0];
    // V8's own entries: (program), (idle), (garbage collector), and the browser's functions such as fetch.
    if (!asset) return { name, source: frame.url ? "the page" : name };
    const map = this.mapOf(asset);
    const original = map ? originalPositionFor(map, { line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 }) : undefined;
    if (!original?.source) return { name, source: asset.slice("/assets/".length) };
    return { name: original.name ?? name, source: sourceName(original.source) };
  }

  private mapOf(asset: string): TraceMap | null {
    if (!this.maps.has(asset)) {
      const file = path.join(this.clientDir, `${asset}.map`);
      this.maps.set(asset, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, "utf8")) : null);
    }
    return this.maps.get(asset)!;
  }
}

/** node_modules/<package>/... as the package (scoped ones whole), else the file's path from the checkout. */
function sourceName(source: string): string {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1]!;
  return source.replace(/^(\.\.\/)+/, "").replace(/^.*?\/((?:app|core|contracts)\/)/, "$1");
}
