import { isFromTrustedProxy } from "../auth/client-ip";
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

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  const hashes = c.var.deps.webApp?.scriptHashes ?? [];
  if (!headers.has("content-security-policy")) {
    // Chosen by path, not content type: a 304 has no content type, and browsers merge its CSP into the cached page.
    const isApi = c.req.path.startsWith("/api/");
    headers.set("content-security-policy", isApi ? API_CONTENT_SECURITY_POLICY : buildContentSecurityPolicy(hashes));
  }
  // API answers depend on who asks: stored by no cache unless the route says otherwise (the OpenAPI document, the docs
  // bundle, a photo's private copy). A 304 keeps the headers of what the browser holds.
  if (c.req.path.startsWith("/api/") && c.res.status !== 304 && !headers.has("cache-control")) headers.set("cache-control", "no-store");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("x-frame-options", "DENY");
  headers.set("cross-origin-opener-policy", "same-origin");
  headers.set("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (requestProtocol(c.req.url, c.req.header("x-forwarded-proto"), isFromTrustedProxy(c, c.var.deps.env.proxyTrust)) === "https") {
    headers.set("strict-transport-security", `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
  }
});
