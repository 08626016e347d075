import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/** better-auth puts the reset token in the path (/api/auth/reset-password/<token>); the log keeps the path without it. */
const TOKEN_IN_PATH = /^(\/api\/auth\/reset-password)\/[^/]+/;

/** The path as logged: never the query string (it carries verification tokens), never a token in the path. */
export function loggablePath(path: string): string {
  return path.replace(TOKEN_IN_PATH, "$1/[redacted]");
}

/**
 * Gives every request a child logger carrying its request id, and logs one line when the answer is sent: method,
 * path, status and time. Bodies and headers are never logged (passwords, tokens, cookies and listing texts travel there).
 */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const log = c.var.deps.logger.child({ reqId: c.var.requestId });
  c.set("log", log);
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const line = { method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms };
  if (c.res.status >= 500) log.error(line, "request failed");
  else log.info(line, "request");
});
