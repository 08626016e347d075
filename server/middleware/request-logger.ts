import { createMiddleware } from "hono/factory";
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

/**
 * Gives every request a child logger carrying its request id, and logs one line when the answer is sent: method,
 * path, status and time. Bodies and headers are never logged (passwords, tokens, cookies and listing texts travel there).
 */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const logger = c.get("deps").logger;
  const reqId = c.get("requestId");
  c.set("log", lazyChild(logger, { reqId }));
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  // The request's own line, written with its id as the child would write it, without making the child.
  const line = { reqId, method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms };
  if (c.res.status >= 500) logger.error(line, "request failed");
  else logger.info(line, "request");
});
