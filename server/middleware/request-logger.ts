import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/** Gives every request a child logger carrying its request id, and logs one line when the answer is sent. */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const log = c.var.deps.logger.child({ reqId: c.var.requestId });
  c.set("log", log);
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
  if (c.res.status >= 500) log.error(line, "request failed");
  else log.info(line, "request");
});
