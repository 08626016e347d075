import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/support/test-app";

const plain = useTestApp();
const forced = useTestApp({ env: { FORCE_HTTPS: "true", TRUST_PROXY: "true", BASE_URL: "https://listinglift.example" } });
const forcedNoProxy = useTestApp({ env: { FORCE_HTTPS: "true", BASE_URL: "https://listinglift.example" } });

describe("security headers", () => {
  it("are on every answer, API included", async () => {
    const res = await plain.app.request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("HSTS is sent over https (as the trusted proxy reports it)", async () => {
    const res = await forced.app.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
  });
});

describe("http → https redirect (spec §1)", () => {
  it("redirects to the same URL on https when the proxy says http", async () => {
    const res = await forced.app.request("http://listinglift.example/pricing?ref=ad", {
      headers: { "x-forwarded-proto": "http" },
    });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://listinglift.example/pricing?ref=ad");
  });

  it("keeps the method of a POST with 308", async () => {
    const res = await forced.app.request("http://listinglift.example/api/v1/page-views", {
      method: "POST",
      headers: { "x-forwarded-proto": "http", "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("https://listinglift.example/api/v1/page-views");
  });

  it("does not redirect what the proxy says came over https", async () => {
    const res = await forced.app.request("http://listinglift.example/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(res.status).toBe(200);
  });

  it("ignores X-Forwarded-Proto unless TRUST_PROXY is set", async () => {
    const res = await forcedNoProxy.app.request("http://listinglift.example/pricing", { headers: { "x-forwarded-proto": "https" } });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://listinglift.example/pricing");
  });

  it("goes to BASE_URL's host, never the Host or X-Forwarded-Host a request names", async () => {
    const byHost = await forced.app.request("http://evil.example/pricing?ref=ad", { headers: { "x-forwarded-proto": "http" } });
    expect(byHost.status).toBe(301);
    expect(byHost.headers.get("location")).toBe("https://listinglift.example/pricing?ref=ad");
    const byForwardedHost = await forced.app.request("http://listinglift.example/pricing", {
      headers: { "x-forwarded-proto": "http", "x-forwarded-host": "evil.example" },
    });
    expect(byForwardedHost.headers.get("location")).toBe("https://listinglift.example/pricing");
    const byHostAndPath = await forcedNoProxy.app.request("http://evil.example:8080//evil.example/x");
    expect(new URL(byHostAndPath.headers.get("location")!).host).toBe("listinglift.example");
  });

  it("leaves the health checks on http for load balancers", async () => {
    const res = await forced.app.request("http://listinglift.example/api/ready", { headers: { "x-forwarded-proto": "http" } });
    expect(res.status).toBe(200);
  });

  it("does nothing without FORCE_HTTPS", async () => {
    const res = await plain.app.request("http://listinglift.example/api/health", { headers: { "x-forwarded-proto": "http" } });
    expect(res.status).toBe(200);
  });
});
