import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { Logger } from "../logger";

/** better-auth puts the reset token in the path (/api/auth/reset-password/<token>); the log keeps the path without it. */
const TOKEN_IN_PATH = /^(\/api\/auth\/reset-password)\/[^/]+/;

/** The path as logged: never the query string (it carries verification tokens), never a token in the path. */
export function loggablePath(path: string): string {
  return path.replace(TOKEN_IN_PATH, "$1/[redacted]");
}

/**
 * A child logger made when first used: most requests log nothing but their one line, and pino's child() (its bindings
 * serialised through the redaction) was a measurable share of a small request's time (docs/benchmarks.md, "Load").
 */
function lazyChild(logger: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  return new Proxy(logger, {
    get(_target, property) {
      child ??= logger.child(bindings);
      const value: unknown = Reflect.get(child, property, child);
      return typeof value === "function" ? value.bind(child) : value;
    },
  });
}

/** Gives the request its child logger, carrying its request id, made when first used (`c.var.log`). */
export function giveRequestLogger(c: Context<AppEnv>, logger: Logger, reqId: string): void {
  c.set("log", lazyChild(logger, { reqId }));
}

/**
 * Logs the request's one line once it is answered: method, path, status and time since `started`. Bodies and headers
 * are never logged (passwords, tokens, cookies and listing texts travel there). The line is written with the request
 * id as the child would write it, without making the child.
 */
export function logRequest(c: Context<AppEnv>, logger: Logger, reqId: string, started: number): void {
  // At LOG_LEVEL=warn or above, an answered request writes no line: none is built.
  if (c.res.status < 500 && !logger.isLevelEnabled("info")) return;
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const line = { reqId, method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms };
  if (c.res.status >= 500) logger.error(line, "request failed");
  else logger.info(line, "request");
}
