import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv } from "../context";

/**
 * Counts every answered request and its time by the PATTERN of the route that answered (e.g.
 * /api/v1/grader/history/:id), so that ids in paths never become labels. Pages of the web app share the "*" route.
 */
export const recordRequestMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const { httpRequests, httpDuration } = c.get("deps").metrics;
    // After next(), the route index points at the handler (or middleware) that answered.
    const route = routePath(c) || "unmatched";
    const method = c.req.method;
    httpRequests.inc({ method, route, status: String(c.res.status) });
    httpDuration.observe({ method, route }, (performance.now() - started) / 1000);
  }
});
