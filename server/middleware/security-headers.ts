import { isFromTrustedProxy } from "../auth/client-ip";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { requestProtocol } from "./https-redirect";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The Content-Security-Policy allows no inline script: the prerendered pages' own inline scripts (React Router's
 * hydration data) are allowed by their sha256 hashes, read from the built files at start (server/web/).
 * Inline styles stay allowed because the UI libraries set style attributes.
 */
export function buildContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** API answers (JSON) may load nothing and be framed by nobody. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The page policy of the last script hashes asked for: the same every request of a running server. */
let pagePolicy: { hashes: readonly string[]; policy: string } | undefined;
function contentSecurityPolicyFor(hashes: readonly string[]): string {
  if (pagePolicy?.hashes !== hashes) pagePolicy = { hashes, policy: buildContentSecurityPolicy(hashes) };
  return pagePolicy.policy;
}

const NO_HASHES: readonly string[] = [];

/** Whether the visitor came over https; the proxies' word (and the socket it takes to weigh it) only when they give one. */
function isHttps(c: Context<AppEnv>): boolean {
  const forwardedProto = c.req.header("x-forwarded-proto");
  const fromTrustedProxy = forwardedProto !== undefined && isFromTrustedProxy(c, c.get("deps").env.proxyTrust);
  return requestProtocol(c.req.url, forwardedProto, fromTrustedProxy) === "https";
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  const isApi = c.req.path.startsWith("/api/");
  if (!headers.has("content-security-policy")) {
    // Chosen by path, not content type: a 304 has no content type, and browsers merge its CSP into the cached page.
    headers.set("content-security-policy", isApi ? API_CONTENT_SECURITY_POLICY : contentSecurityPolicyFor(c.get("deps").webApp?.scriptHashes ?? NO_HASHES));
  }
  // API answers depend on who asks: stored by no cache unless the route says otherwise (the OpenAPI document, the docs
  // bundle, a photo's private copy). A 304 keeps the headers of what the browser holds.
  if (isApi && c.res.status !== 304 && !headers.has("cache-control")) headers.set("cache-control", "no-store");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("x-frame-options", "DENY");
  headers.set("cross-origin-opener-policy", "same-origin");
  headers.set("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (isHttps(c)) headers.set("strict-transport-security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
});
