import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/** The protocol the visitor used: X-Forwarded-Proto is believed only behind a proxy we trust (TRUST_PROXY). */
export function requestProtocol(url: string, forwardedProto: string | undefined, trustProxy: boolean): "http" | "https" {
  if (trustProxy && forwardedProto) {
    const first = forwardedProto.split(",")[0]?.trim().toLowerCase();
    if (first === "https" || first === "http") return first;
  }
  return new URL(url).protocol === "https:" ? "https" : "http";
}

/** Probes and the metrics scraper reach each instance directly, inside the network: they stay on http. */
const PLAIN_HTTP_PATHS = new Set(["/api/health", "/api/ready", "/metrics"]);

/** Spec §1: a page loaded over plain http is redirected to https (when FORCE_HTTPS=true). Health checks stay on http. */
export const httpsRedirect = createMiddleware<AppEnv>(async (c, next) => {
  const { FORCE_HTTPS, TRUST_PROXY } = c.var.deps.env;
  if (!FORCE_HTTPS || PLAIN_HTTP_PATHS.has(c.req.path)) return next();
  if (requestProtocol(c.req.url, c.req.header("x-forwarded-proto"), TRUST_PROXY) === "https") return next();
  const target = new URL(c.req.url);
  target.protocol = "https:";
  if (TRUST_PROXY) {
    const forwardedHost = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
    if (forwardedHost) target.host = forwardedHost;
  }
  target.port = "";
  // 308 keeps the method and body of a POST; browsers treat it as a permanent move.
  return c.redirect(target.toString(), c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308);
});
