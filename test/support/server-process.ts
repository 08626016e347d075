import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

/** A new embedded database runs initdb in WASM: seconds on an idle machine, more on a loaded one. */
const STARTUP_TIMEOUT_MS = 90_000;

export async function findFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server as its own process and waits until it is ready: server/index.ts through tsx, or with
 * `args` and `cwd` another entry, such as the built `build/node/server.js` in an app folder laid out as the image's.
 */
export async function startServerProcess(env: Record<string, string>, options: { args?: string[]; cwd?: string } = {}): Promise<ServerProcess> {
  const port = await findFreePort();
  let output = "";
  const child = spawn(process.execPath, options.args ?? ["--import", "tsx", "server/index.ts"], {
    cwd: options.cwd,
    // A clean environment: Vitest's own variables (BASE_URL="/", MODE, NODE_ENV=test…) must not reach the server.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server not ready after ${STARTUP_TIMEOUT_MS} ms:\n${output}`);
    }
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/api/ready`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        // Already gone: exited on its own (exitCode) or killed by a signal (signalCode, exitCode stays null).
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
