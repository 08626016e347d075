import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface BuiltServer {
  origin: string;
  /** The server's own process (node runs build/node/server.js directly): its memory is read from /proc/<pid>. */
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `url` until it answers 2xx; throws when the child stops or 60 s pass. */
export async function waitUntilAnswering(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode})`);
    const ready = await fetch(url).then((res) => res.ok).catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The process's user and system CPU time so far, in µs (/proc/<pid>/stat: utime and stime, 100 ticks a second). */
export function readCpuMicros(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(")").at(-1)!.trim().split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * The built server (`npm start`'s command) on a fresh data folder, as production runs it; `env` adds to its environment.
 * `buildDir` is a folder holding another build/ with the drizzle/, content/, public/ and node_modules it reads (the
 * compare-* benches), by default this checkout. `nodeArgs` are node options for this server alone, before BENCH_NODE_ARGS.
 */
export async function startBuiltServer(env: Record<string, string> = {}, buildDir = ".", nodeArgs: string[] = []): Promise<BuiltServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-bench-server-"));
  // BENCH_NODE_ARGS adds node options the environment may not carry (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const benchNodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...benchNodeArgs, "build/node/server.js"], {
    cwd: buildDir,
    env: { ...process.env, PORT: String(port), BASE_URL: origin, DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn", PAYMENTS: "demo", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitUntilAnswering(child, `${origin}/api/ready`);
  return {
    origin,
    pid: child.pid!,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
