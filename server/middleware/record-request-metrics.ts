import type { Context } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../context";
import type { AppMetrics } from "../metrics/app-metrics";

/**
 * Counts an answered request and its time since `started` by the PATTERN of the route that answered (e.g.
 * /api/v1/grader/history/:id), so that ids in paths never become labels. Pages of the web app share the "*" route.
 * Called once the request is answered: the route index then points at the handler (or middleware) that answered.
 */
export function recordRequestMetrics(c: Context<AppEnv>, metrics: AppMetrics, started: number): void {
  const route = routePath(c) || "unmatched";
  const method = c.req.method;
  metrics.httpRequests.inc({ method, route, status: String(c.res.status) });
  metrics.httpDuration.observe({ method, route }, (performance.now() - started) / 1000);
}
