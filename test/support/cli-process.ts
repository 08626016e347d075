import { spawn } from "node:child_process";

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * Runs the real command line (cli/index.ts through tsx) as its own process with only `env` (and PATH, HOME) in its
 * environment, optionally with `input` on its standard input.
 */
export function runCli(env: Record<string, string>, args: string[], input?: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "cli/index.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
    child.stdin.end(input ?? "");
  });
}
