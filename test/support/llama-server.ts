import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * A real llama.cpp `llama-server` for tests (test/real-model/): the binary that scripts/llama-server/ensure.mjs builds
 * once per machine, serving a tiny model that scripts/llama-server/write-tiny-model.py writes (see that script for
 * what the model does). Loopback only, two threads.
 */
const ENSURE_SCRIPT = path.resolve("scripts/llama-server/ensure.mjs");
const MODEL_SCRIPT = path.resolve("scripts/llama-server/write-tiny-model.py");
const SYSTEM_PYTHON = "/usr/bin/python3";

export type TinyModelVariant = "salad" | "rambling";

/** The cached llama-server binary; builds it first if this machine has none (scripts/test.mjs does that beforehand). */
export function ensureLlamaServerBinary(): string {
  if (process.env.LLAMA_SERVER_BIN) return process.env.LLAMA_SERVER_BIN;
  const result = spawnSync(process.execPath, [ENSURE_SCRIPT], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (result.status !== 0) throw new Error(`scripts/llama-server/ensure.mjs failed (exit ${result.status}): see its message above`);
  return result.stdout.trim();
}

/**
 * A tiny model file in the llama.cpp cache, written once per version of the writing script (its hash is in the name).
 */
export function ensureTinyModel(variant: TinyModelVariant): string {
  const cache = path.dirname(ensureLlamaServerBinary());
  const scriptHash = crypto.createHash("sha256").update(fs.readFileSync(MODEL_SCRIPT)).digest("hex").slice(0, 10);
  const file = path.join(cache, "models", `tiny-${variant}-${scriptHash}.gguf`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const args = [MODEL_SCRIPT, "--gguf-py", path.join(cache, "gguf-py"), "--vocab", path.join(cache, "ggml-vocab-qwen2.gguf"), "--out", partial, "--variant", variant];
  const result = spawnSync(process.env.LLAMA_PYTHON ?? SYSTEM_PYTHON, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`write-tiny-model.py failed (exit ${result.status}):\n${result.stderr}`);
  fs.renameSync(partial, file);
  return file;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface LlamaServer {
  /** For AI_BASE_URL: the origin with /v1. */
  baseUrl: string;
  origin: string;
  process: ChildProcess;
  /** What the server wrote to standard error and output so far (its own log). */
  log(): string;
  /** Its Prometheus counters (`--metrics`), e.g. `llamacpp:prompt_tokens_total`. */
  metrics(): Promise<Record<string, number>>;
  /** SIGKILL: the server dies at once, as a crash or an out-of-memory kill does. */
  kill(): void;
  stop(): Promise<void>;
}

export interface LlamaServerOptions {
  model: string;
  /** Slots served at once (`--parallel`); the context is shared between them. */
  parallel?: number;
  contextPerSlot?: number;
  extraArgs?: string[];
  startTimeoutMs?: number;
}

export async function startLlamaServer(options: LlamaServerOptions): Promise<LlamaServer> {
  const binary = ensureLlamaServerBinary();
  const port = await freePort();
  const parallel = options.parallel ?? 2;
  const context = (options.contextPerSlot ?? 16_384) * parallel;
  const args = ["-m", options.model, "--host", "127.0.0.1", "--port", String(port), "-t", "2", "--parallel", String(parallel), "-c", String(context), "--metrics", "--no-webui", ...(options.extraArgs ?? [])];
  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (part: Buffer) => (output += part.toString("utf8")));
  child.stderr.on("data", (part: Buffer) => (output += part.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`llama-server exited at start (${child.exitCode ?? child.signalCode}):\n${output}`);
    const healthy = await fetch(`${origin}/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`llama-server did not become healthy within ${options.startTimeoutMs ?? 60_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl: `${origin}/v1`,
    origin,
    process: child,
    log: () => output,
    async metrics() {
      // A connection kept alive from an earlier call may have been closed by the server: ask once more on a new one.
      const read = () => fetch(`${origin}/metrics`, { headers: { connection: "close" } }).then((r) => r.text());
      const text = await read().catch(read);
      const values: Record<string, number> = {};
      for (const line of text.split("\n")) {
        const match = /^([a-z_:]+)\s+([0-9.e+-]+)$/i.exec(line.trim());
        if (match) values[match[1]!] = Number(match[2]);
      }
      return values;
    },
    kill() {
      child.kill("SIGKILL");
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
