import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./built-server";

/** Issue 22's goals for the embedded database's start, on a quiet 2-core machine. */
export const START_TARGETS = { first: { seconds: 3, peakRssMb: 400 }, restart: { seconds: 2, peakRssMb: 300 } } as const;

export interface StartFigure {
  /** From spawning `node build/node/server.js` to the first 200 from /api/health. */
  seconds: number;
  /** The server process's peak resident memory by then (VmHWM). */
  peakRssMb: number;
}

function peakRssMb(pid: number): number {
  const kb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function startOnce(dataDir: string): Promise<StartFigure> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["build/node/server.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.ok).catch(() => false);
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error("no answer from /api/health in 120 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { seconds: Math.round((performance.now() - started) / 10) / 100, peakRssMb: peakRssMb(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

/** The embedded first start on a fresh DATA_DIR, then a restart on the same folder (the built server, as `npm start`). */
export async function measureFirstStart(): Promise<{ first: StartFigure; restart: StartFigure; templateUsed: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-bench-start-"));
  try {
    const templateUsed = fs.existsSync("build/embedded-database.tar.gz");
    const first = await startOnce(dataDir);
    const restart = await startOnce(dataDir);
    return { first, restart, templateUsed };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
