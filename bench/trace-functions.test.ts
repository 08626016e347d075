import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readSamples, topFunctions, type ProfilerTraceEvent } from "./trace-functions";

// A build's client folder with one mapped chunk: columns 0-9 of its line come from react-dom's renderWithHooks,
// columns 10 on from app/root.tsx (VLQ: "AAAAA" is column 0 → source 0, line 0, column 0, name 0; "UCAA" is 10 columns
// on → the next source).
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "trace-functions-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(
  path.join(clientDir, "assets/entry-abc.js.map"),
  JSON.stringify({
    version: 3,
    sources: ["../../node_modules/react-dom/cjs/react-dom-client.production.js", "../../app/root.tsx"],
    names: ["renderWithHooks"],
    mappings: "AAAAA,UCAA",
  }),
);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const frame = (id: number, functionName: string, url = "", columnNumber = 0) => ({ id, callFrame: { functionName, url, lineNumber: 0, columnNumber } });
const PAGE = 7;
const events: ProfilerTraceEvent[] = [
  { name: "Profile", ts: 999, pid: PAGE, id: "0x1", args: { data: { startTime: 1_000 } } },
  {
    name: "ProfileChunk",
    ts: 1_500,
    pid: PAGE,
    id: "0x1",
    args: {
      data: {
        cpuProfile: {
          nodes: [frame(1, "(program)"), frame(2, "a", "http://localhost:4173/assets/entry-abc.js", 3), frame(3, "b", "http://localhost:4173/assets/entry-abc.js", 12)],
          samples: [2, 2, 3],
        },
        timeDeltas: [100, 100, 100],
      },
    },
  },
  // The next chunk goes on from the last sample (1,300 µs) and may name nodes of the first.
  {
    name: "ProfileChunk",
    ts: 2_500,
    pid: PAGE,
    id: "0x1",
    args: { data: { cpuProfile: { nodes: [frame(4, "c", "http://localhost:4173/assets/other-def.js", 5)], samples: [4, 1, 2] }, timeDeltas: [100, 1_000, 100] } },
  },
  // Another process's profile: not the page's.
  { name: "Profile", ts: 999, pid: 8, id: "0x1", args: { data: { startTime: 1_000 } } },
  { name: "ProfileChunk", ts: 1_500, pid: 8, id: "0x1", args: { data: { cpuProfile: { nodes: [frame(1, "x")], samples: [1] }, timeDeltas: [50] } } },
];

describe("readSamples", () => {
  it("times each sample from its profile's start across chunks and names it through the chunk's source map", () => {
    expect(readSamples(events, PAGE, clientDir)).toEqual([
      { ts: 1_100, where: { name: "renderWithHooks", source: "react-dom" } },
      { ts: 1_200, where: { name: "renderWithHooks", source: "react-dom" } },
      { ts: 1_300, where: { name: "b", source: "app/root.tsx" } },
      // No map for this chunk: named by the chunk.
      { ts: 1_400, where: { name: "c", source: "other-def.js" } },
      { ts: 2_400, where: { name: "(program)", source: "(program)" } },
      { ts: 2_500, where: { name: "renderWithHooks", source: "react-dom" } },
    ]);
  });
});

describe("topFunctions", () => {
  it("counts only the samples inside the window, most first", () => {
    const samples = readSamples(events, PAGE, clientDir);
    expect(topFunctions(samples, 1_100, 1_400)).toEqual({
      packages: ["react-dom 2", "app/root.tsx 1", "other-def.js 1"],
      functions: ["renderWithHooks (react-dom) 2", "b (app/root.tsx) 1", "c (other-def.js) 1"],
    });
    expect(topFunctions(samples, 1_100, 2_500, 1)).toEqual({ packages: ["react-dom 3"], functions: ["renderWithHooks (react-dom) 3"] });
  });
});
