import type { Context } from "hono";
import { isFromTrustedProxy } from "../auth/client-ip";
import type { AppEnv } from "../context";

/** The protocol the visitor used: X-Forwarded-Proto is believed only from a proxy we trust (TRUST_PROXY). */
export function requestProtocol(url: string, forwardedProto: string | undefined, fromTrustedProxy: boolean): "http" | "https" {
  if (fromTrustedProxy && forwardedProto) {
    const first = forwardedProto.split(",")[0]?.trim().toLowerCase();
    if (first === "https" || first === "http") return first;
  }
  // A request's URL is absolute and its scheme lower-case: no need to parse it whole on every request.
  return url.startsWith("https:") ? "https" : "http";
}

/** Probes and the metrics scraper reach each instance directly, inside the network: they stay on http. */
const PLAIN_HTTP_PATHS = new Set(["/api/health", "/api/ready", "/metrics"]);

/**
 * The https address of a request: BASE_URL's host with the request's path and query. Never the Host or
 * X-Forwarded-Host header, which whoever sends the request writes (an open redirect to any site otherwise).
 */
export function httpsLocation(baseUrl: string, requestUrl: string): string {
  const request = new URL(requestUrl);
  const target = new URL(baseUrl);
  // Set as parts, not resolved against BASE_URL: a path such as //evil.example/x would name another host.
  target.pathname = request.pathname;
  target.search = request.search;
  target.protocol = "https:";
  if (!baseUrl.startsWith("https:")) target.port = "";
  return target.toString();
}

/**
 * Spec §1: a page loaded over plain http is redirected to https (when FORCE_HTTPS=true): the redirect, or undefined
 * when the request goes on. Health checks stay on http.
 */
export function redirectToHttps(c: Context<AppEnv>): Response | undefined {
  const { FORCE_HTTPS, proxyTrust, baseUrl } = c.get("deps").env;
  if (!FORCE_HTTPS || PLAIN_HTTP_PATHS.has(c.req.path)) return undefined;
  if (requestProtocol(c.req.url, c.req.header("x-forwarded-proto"), isFromTrustedProxy(c, proxyTrust)) === "https") return undefined;
  // 308 keeps the method and body of a POST; browsers treat it as a permanent move.
  return c.redirect(httpsLocation(baseUrl, c.req.url), c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308);
}
