import { isFromTrustedProxy } from "../auth/client-ip";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { requestProtocol } from "./https-redirect";
import { unsentNodeResponse } from "./node-response";

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

/**
 * API answers (JSON) may load nothing and be framed by nobody. The fingerprinted files under /assets/ (the pages'
 * modules and style sheet) get the same: a script or style sheet is run under the policy of the page that loads it and
 * its own is never read (the app starts no workers), so the page policy's kilobyte of hashes was dead weight on each of
 * the 30-odd answers of a first load (issue 22).
 */
const SUBRESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

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

/** The headers every answer carries whatever it is, in the order they are written. */
const FIXED_HEADERS: readonly (readonly [string, string])[] = Object.freeze([
  ["x-content-type-options", "nosniff"],
  ["referrer-policy", "strict-origin-when-cross-origin"],
  ["x-frame-options", "DENY"],
  ["cross-origin-opener-policy", "same-origin"],
  ["permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()"],
] as const);
const STRICT_TRANSPORT_SECURITY = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;

/** Writes the security headers on the request's answer, once it is made (the redirect to https included). */
export function writeSecurityHeaders(c: Context<AppEnv>): void {
  const isApi = c.req.path.startsWith("/api/");
  // Chosen by path, not content type: a 304 has no content type, and browsers merge its CSP into the cached page.
  const policy =
    isApi || c.req.path.startsWith("/assets/") ? SUBRESOURCE_CONTENT_SECURITY_POLICY : contentSecurityPolicyFor(c.get("deps").webApp?.scriptHashes ?? NO_HASHES);
  // API answers depend on who asks: stored by no cache unless the route says otherwise (the OpenAPI document, the docs
  // bundle, a photo's private copy). A 304 keeps the headers of what the browser holds.
  const noStore = isApi && c.res.status !== 304;
  const https = isHttps(c);
  const outgoing = unsentNodeResponse(c);
  if (outgoing) {
    // On the Node response, without a fetch Headers (node-response.ts). The answer's own headers are written over
    // these, so a route's own CSP or Cache-Control is kept, as below; a route's own value of the five fixed ones would
    // be kept too, where below it is replaced: none sets them, and answer-headers-on-socket.test.ts compares both ways.
    outgoing.setHeader("content-security-policy", policy);
    if (noStore) outgoing.setHeader("cache-control", "no-store");
    for (const [name, value] of FIXED_HEADERS) outgoing.setHeader(name, value);
    if (https) outgoing.setHeader("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    return;
  }
  const headers = c.res.headers;
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", policy);
  if (noStore && !headers.has("cache-control")) headers.set("cache-control", "no-store");
  for (const [name, value] of FIXED_HEADERS) headers.set(name, value);
  if (https) headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
}
