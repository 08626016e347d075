import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/support/test-app";
import { findScalarBundle } from "./scalar-bundle";

const t = useTestApp();
const scalarInstalled = findScalarBundle() !== undefined;

describe("GET /api/docs", () => {
  it("is an HTML page whose Content-Security-Policy allows scripts from this origin only", async () => {
    const response = await t.app.request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toMatch(/^default-src 'none'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*; /);
    expect(csp).not.toMatch(/https?:|\*|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it.runIf(scalarInstalled)("with Scalar installed: loads its bundle from /api/docs/scalar.js, gzipped, and the document from /api/v1", async () => {
    const page = await (await t.app.request("/api/docs")).text();
    expect(page).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(page).toContain('"url": "/api/v1/openapi.json"');
    expect(page).not.toMatch(/cdn\.jsdelivr|fonts\.scalar/);
    const bundle = await t.app.request("/api/docs/scalar.js", { headers: { "accept-encoding": "gzip" } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-encoding")).toBe("gzip");
    expect(bundle.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const plain = await t.app.request("/api/docs/scalar.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("etag")).toBe(bundle.headers.get("etag"));
    const body = Buffer.from(await plain.arrayBuffer());
    expect(body.byteLength).toBeGreaterThan(1_000_000);
    expect(gunzipSync(Buffer.from(await bundle.arrayBuffer())).equals(body)).toBe(true);
    const cached = await t.app.request("/api/docs/scalar.js", { headers: { "if-none-match": plain.headers.get("etag")! } });
    expect(cached.status).toBe(304);
  });

  it.runIf(!scalarInstalled)("without Scalar installed: lists every endpoint as plain HTML, with no script", async () => {
    const page = await (await t.app.request("/api/docs")).text();
    expect(page).not.toContain("<script");
    expect(page).toContain("<h1>ListingLift API <small>1.0.0</small></h1>");
    expect(page).toMatch(/<span class="method">POST<\/span> <span class="path">\/api-keys<\/span>/);
    expect(page).toContain("Create an API key (signed in with a session; the key is in this answer only)");
    expect((await t.app.request("/api/docs/scalar.js")).status).toBe(404);
  });
});
