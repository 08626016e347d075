import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { declareAccess } from "../../auth/access";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus's text format. Off (404) unless METRICS_TOKEN is set; then the scraper must send
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Each process answers for itself: scrape every instance.
 */
export const getMetrics = declareAccess("metricsToken", async (c: Context<AppEnv>): Promise<Response> => {
  const { env, metrics } = c.var.deps;
  if (!env.METRICS_TOKEN) throw new AppError("not_found", "Metrics are off on this server: set METRICS_TOKEN to turn them on.");
  const header = c.req.header("authorization") ?? "";
  const token = header.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? "";
  if (!sameToken(token, env.METRICS_TOKEN)) {
    throw new AppError("unauthorized", "Send the metrics token as `Authorization: Bearer <METRICS_TOKEN>`.", undefined, {
      "WWW-Authenticate": 'Bearer realm="metrics"',
    });
  }
  const body = await metrics.registry.metrics();
  return c.body(body, 200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
});
