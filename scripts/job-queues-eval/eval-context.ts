// What the job-queue evaluation's parts share (scripts/evaluate-job-queues.ts): its arguments, the libraries loaded
// from the scratch folder, the figures' helpers, and each measurement run in a child process of its own.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

/* eslint-disable @typescript-eslint/no-explicit-any -- the libraries are loaded from a scratch folder, untyped here */
export const JOBS = 200;
export const SCHEMA = "pgboss_eval";
/** `--only=ours,pgboss` runs only those measurements; every other argument is positional. */
const ONLY_FLAG = "--only=";
export const only = process.argv.find((arg) => arg.startsWith(ONLY_FLAG))?.slice(ONLY_FLAG.length).split(",");
export const [, , libraryFolder = "/tmp/jobs-eval", postgresUrl = "", child = "", childArg = ""] = process.argv.filter(
  (arg) => !arg.startsWith(ONLY_FLAG),
);

export const load = (modulePath: string): Promise<any> => import(pathToFileURL(path.join(libraryFolder, "node_modules", modulePath)).href);

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resident memory once the collector has run and what PGlite's start-up freed has gone back to the system. */
export const rssMb = async () => {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await sleep(200);
  }
  return process.memoryUsage().rss / 2 ** 20;
};

export async function countObjects(query: (text: string) => Promise<{ rows: any[] }>, schema: string) {
  const one = async (text: string) => Number((await query(text)).rows[0]?.n ?? 0);
  return {
    tables: await one(`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = '${schema}' and c.relkind in ('r', 'p')`),
    functions: await one(`select count(*)::int as n from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = '${schema}'`),
    indexes: await one(`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = '${schema}' and c.relkind in ('i', 'I')`),
  };
}

/** The evaluation's own script, run again in a child process with `mode:engine` (evaluate-job-queues.ts's main). */
export function runChild(mode: string, engine: string, arg = ""): Promise<unknown> {
  const script = process.argv[1]!;
  return new Promise((resolve, reject) => {
    const childProcess = spawn(process.execPath, [...process.execArgv, "--expose-gc", script, libraryFolder, postgresUrl, `${mode}:${engine}`, arg], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    childProcess.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    childProcess.on("exit", () => {
      const last = output.trim().split("\n").at(-1);
      try {
        resolve(JSON.parse(last ?? ""));
      } catch {
        reject(new Error(`${mode}:${engine} printed no result: ${output.slice(-500)}`));
      }
    });
  });
}

