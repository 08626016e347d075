import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authPost, outboxDir, randomClientIp, sessionCookie, signUpVerified, uniqueEmail } from "../../test/support/auth-session";
import { findLink, readLatestEmail } from "../../test/support/outbox";
import { hostWithCredits, LISBON_FACTS } from "../../test/support/listing-requests";
import { jsonRequest, useTestApp, type TestContext } from "../../test/support/test-app";
import { loadTinyWebBuild } from "../../test/support/tiny-web-build";
import { subscriptions } from "../db/schema/billing";
import { SAMPLE_TEXT } from "../../test/support/grader-requests";
import { readAnswer } from "../../test/support/read-answer";
import { apiErrorSchema } from "../../contracts/errors";

const METRICS_TOKEN = "answer-headers-metrics";
const plain = useTestApp({ env: { TRUST_PROXY: "true", METRICS_TOKEN }, webApp: loadTinyWebBuild() });
const httpsSite = useTestApp({ env: { TRUST_PROXY: "true", BASE_URL: "https://rentals.example" } });
const forced = useTestApp({ env: { TRUST_PROXY: "true", FORCE_HTTPS: "true" } });
const broken = useTestApp({ env: { TRUST_PROXY: "true" } });

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** What every answer carries, whatever produced it. */
function expectSecurityHeaders(response: Response, what: string): void {
  const headers = response.headers;
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(headers.get("permissions-policy"), what).toBe("camera=(), microphone=(), geolocation=(), payment=()");
  expect(headers.get("content-security-policy"), what).toContain("frame-ancestors 'none'");
  expect(headers.get("x-request-id"), what).toBeTruthy();
}

/** Authenticated or per-person answers are kept by no shared cache. */
function expectNotStored(response: Response, what: string): void {
  expect(response.headers.get("cache-control"), what).toMatch(/\bno-store\b|\bprivate\b/);
}

function withSession(cookie: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), cookie, "x-forwarded-for": randomClientIp() } };
}

describe("headers on every kind of answer", () => {
  it("a JSON 200 for a signed-in user: the API's own CSP, and not stored", async () => {
    const host = await signUpVerified(plain);
    for (const path of ["/api/v1/account", "/api/v1/session", "/api/v1/credits/transactions", "/api/v1/api-keys"]) {
      const response = await plain.app.request(path, withSession(host.cookie));
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expectSecurityHeaders(response, path);
      expect(response.headers.get("content-security-policy")).toBe(API_CSP);
      expectNotStored(response, path);
    }
    // better-auth's own answers too.
    const session = await plain.app.request("/api/auth/get-session", withSession(host.cookie));
    expect(session.status).toBe(200);
    expectSecurityHeaders(session, "get-session");
    expectNotStored(session, "get-session");
  });

  it("a JSON 4xx error: a validation error, a 401, and the API's 404", async () => {
    const invalid = await plain.app.request("/api/v1/contact", jsonRequest({ name: "" }, { "x-forwarded-for": randomClientIp() }));
    const unauthorized = await plain.app.request("/api/v1/account");
    const missing = await plain.app.request("/api/v1/no-such-endpoint");
    for (const [response, status] of [[invalid, 400], [unauthorized, 401], [missing, 404]] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expectSecurityHeaders(response, String(status));
      expect(response.headers.get("content-security-policy")).toBe(API_CSP);
      expectNotStored(response, String(status));
      expect(await response.text()).not.toMatch(/\bat .+\.ts:\d+/);
    }
  });

  it("a 500 when the database lost a table: the same headers, and no stack trace", async () => {
    const host = await signUpVerified(broken);
    await broken.database.db.execute(sql`drop table ${subscriptions} cascade`);
    const response = await broken.app.request("/api/v1/account", withSession(host.cookie));
    expect(response.status).toBe(500);
    expectSecurityHeaders(response, "500");
    expectNotStored(response, "500");
    const body = await readAnswer(response, apiErrorSchema);
    expect(body).toEqual({ error: { code: "internal_error", message: "Something went wrong on our side. Please try again." } });
  });

  it("a page and the not-found text: the site's CSP with the pages' script hashes; an asset the short one", async () => {
    const page = await plain.app.request("/pricing");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expectSecurityHeaders(page, "page");
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("'unsafe-inline' ; script");
    expect(csp).toContain("object-src 'none'");
    const asset = await plain.app.request("/assets/entry-abc.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(asset, "asset");
    // A module or style sheet runs under its page's policy: the hashes would be a kilobyte on each of a first load's answers.
    expect(asset.headers.get("content-security-policy")).toBe(API_CSP);
    const notFound = await plain.app.request("/no-such-file.png");
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toBe("Not found");
    expectSecurityHeaders(notFound, "not found");
    expect(notFound.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
  });

  it("the feeds: RSS, sitemap and robots.txt", async () => {
    for (const path of ["/blog/rss.xml", "/sitemap.xml", "/robots.txt"]) {
      const response = await plain.app.request(path);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response, path);
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    }
  });

  it("redirects: http to https, and an admin page for a visitor", async () => {
    const toHttps = await forced.app.request("http://rentals.example/pricing", { headers: { "x-forwarded-proto": "http" } });
    expect(toHttps.status).toBe(301);
    expectSecurityHeaders(toHttps, "301");
    const toSignIn = await plain.app.request("/token-usage");
    expect(toSignIn.status).toBe(302);
    expect(toSignIn.headers.get("location")).toBe("/auth?redirect=%2Ftoken-usage");
    expectSecurityHeaders(toSignIn, "302");
  });

  it("HSTS on every kind of answer served over https", async () => {
    const https = { headers: { "x-forwarded-proto": "https" } };
    for (const path of ["/api/health", "/api/v1/no-such-endpoint", "/robots.txt", "/pricing"]) {
      const response = await forced.app.request(path, https);
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("a CSV download: an attachment, not sniffed, not stored", async () => {
    const host = await signUpVerified(plain);
    const response = await plain.app.request("/api/v1/credits/transactions.csv", withSession(host.cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
    expectSecurityHeaders(response, "csv");
    expectNotStored(response, "csv");
  });

  it("the event stream of a generation", async () => {
    const host = await hostWithCredits(plain, 1);
    const response = await plain.app.request(
      "/api/v1/listings/generate",
      withSession(host.cookie, jsonRequest({ facts: LISBON_FACTS }, { accept: "text/event-stream" })),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expectSecurityHeaders(response, "sse");
    expectNotStored(response, "sse");
    expect(await response.text()).toContain("event: done");
  });

  it("/metrics: plain text for the scraper, not stored", async () => {
    const response = await plain.app.request("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expectSecurityHeaders(response, "metrics");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const refused = await plain.app.request("/metrics");
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused, "metrics 401");
  });

  it("/api/docs: its own CSP, which allows its script by hash and nothing from elsewhere", async () => {
    const response = await plain.app.request("/api/docs");
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, "docs");
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).not.toBe(API_CSP);
    expect(csp).toMatch(/^default-src 'none'; script-src 'self'/);
    expect(csp).not.toMatch(/https?:\/\//);
    expect(csp).toContain("form-action 'none'");
  });
});

/** Every Set-Cookie of the whole sign-up, sign-in, session, grader and sign-out flow of one app. */
async function cookiesOfTheAuthFlow(t: TestContext, headers: Record<string, string> = {}): Promise<string[]> {
  const email = uniqueEmail("cookies");
  const password = "correct horse battery";
  const seen: string[] = [];
  const collect = (response: Response) => {
    seen.push(...response.headers.getSetCookie());
    return response;
  };
  collect(await authPost(t, "/sign-up/email", { email, password, name: "Cookie Host" }, headers));
  const link = new URL(findLink(readLatestEmail(outboxDir(t), email).text));
  const verified = collect(await t.app.request(`${link.pathname}${link.search}`, { headers }));
  expect(verified.status).toBe(302);
  const signIn = collect(await authPost(t, "/sign-in/email", { email, password }, headers));
  expect(signIn.status).toBe(200);
  const cookie = sessionCookie(signIn);
  collect(await t.app.request("/api/auth/get-session", { headers: { cookie, ...headers } }));
  collect(await t.app.request("/api/v1/grader/analyze", jsonRequest({ text: SAMPLE_TEXT }, { "x-forwarded-for": randomClientIp(), ...headers })));
  collect(await authPost(t, "/sign-out", {}, { cookie, ...headers }));
  expect(seen.length).toBeGreaterThanOrEqual(4);
  return seen;
}

function attributes(setCookie: string): { name: string; flags: Set<string>; values: Map<string, string> } {
  const [pair, ...rest] = setCookie.split(";").map((part) => part.trim());
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (const part of rest) {
    const [key, value] = part.split("=") as [string, string | undefined];
    if (value === undefined) flags.add(key.toLowerCase());
    else values.set(key.toLowerCase(), value.toLowerCase());
  }
  return { name: pair!.split("=")[0]!, flags, values };
}

describe("cookies", () => {
  function expectSafe(cookies: string[], secure: boolean): void {
    for (const cookie of cookies) {
      const { name, flags, values } = attributes(cookie);
      expect(flags.has("httponly"), `${name}: HttpOnly`).toBe(true);
      expect(values.get("samesite"), `${name}: SameSite`).toMatch(/^(lax|strict)$/);
      expect(values.get("path"), `${name}: Path`).toBe("/");
      expect(flags.has("secure"), `${name}: Secure is ${secure}`).toBe(secure);
      if (secure) expect(name.startsWith("__Secure-") || name === "ll_grader", `${name}: __Secure- prefix`).toBe(true);
    }
  }

  it("are HttpOnly, SameSite=Lax and for the whole site; over plain http they cannot be Secure", async () => {
    expectSafe(await cookiesOfTheAuthFlow(plain), false);
  });

  it("are Secure when the site is served over https (an https BASE_URL)", async () => {
    expectSafe(await cookiesOfTheAuthFlow(httpsSite), true);
  });

  it("are Secure with FORCE_HTTPS behind a proxy", async () => {
    expectSafe(await cookiesOfTheAuthFlow(forced, { "x-forwarded-proto": "https" }), true);
  });
});
