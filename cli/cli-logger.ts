import pino from "pino";
import type { Env } from "../server/env";
import { createLogger, type Logger } from "../server/logger";

/**
 * The command line's logger writes to standard error: standard output carries only a command's result, so that
 * `generate - > out.json` is JSON (DESIGN.md, the command line). Synchronous, so nothing is lost at process.exit.
 */
export function createCliLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return createLogger(env, pino.destination({ fd: 2, sync: true }));
}
