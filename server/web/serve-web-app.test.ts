import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/support/test-app";
import { ORIGIN_PLACEHOLDER } from "../../contracts/public-origin";
import { loadWebAppFiles } from "./web-app-files";

/** A small built web app, shaped as React Router writes build/client. */
function writeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-build-"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><script>window.__ctx = "${title}";</script></body></html>`;
  fs.mkdirSync(path.join(dir, "pricing"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, "blog", "writing-house-rules"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "blog", "writing-house-rules", "index.html"),
    `<!DOCTYPE html><html data-origin="${ORIGIN_PLACEHOLDER}"><head><title>House rules</title><link rel="canonical" href="${ORIGIN_PLACEHOLDER}/blog/writing-house-rules"/>` +
      `<script type="application/ld+json">{"url":"${ORIGIN_PLACEHOLDER}/blog/writing-house-rules"}</script></head><body></body></html>`,
  );
  fs.writeFileSync(path.join(dir, "blog", "writing-house-rules.data"), `[{"_1":2},"routes/blog-post",${JSON.stringify("<p>post</p>".repeat(200))}]\n`);
  fs.writeFileSync(path.join(dir, "index.html"), page("Home"));
  fs.writeFileSync(path.join(dir, "pricing", "index.html"), page("Pricing"));
  fs.writeFileSync(path.join(dir, "__spa-fallback.html"), page("Fallback"));
  fs.writeFileSync(path.join(dir, "assets", "entry-abc.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  return dir;
}

const webApp = loadWebAppFiles(writeBuild(), "https://rentals.example/")!;
const t = useTestApp({ webApp });

describe("serving the built web app", () => {
  it("serves prerendered pages with and without a trailing slash", async () => {
    for (const url of ["/", "/pricing", "/pricing/"]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
    expect(await (await t.app.request("/pricing")).text()).toContain("<title>Pricing</title>");
  });

  it("answers other known routes with the SPA fallback (200) and unknown paths with it as a 404", async () => {
    const known = await t.app.request("/dashboard");
    expect(known.status).toBe(200);
    expect(await known.text()).toContain("Fallback");
    const unknown = await t.app.request("/no-such-page");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-robots-tag")).toBe("noindex");
    expect(await unknown.text()).toContain("Fallback");
    expect(known.headers.get("x-robots-tag")).toBeNull();
  });

  it("serves a built blog post, and answers a post that was not built as not found (the route has only prerendered pages)", async () => {
    const post = await t.app.request("/blog/writing-house-rules");
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("<title>House rules</title>");
    for (const url of ["/blog/no-such-article", "/blog/no-such-article/"]) {
      const missing = await t.app.request(url);
      expect(missing.status, url).toBe(404);
      expect(missing.headers.get("x-robots-tag")).toBe("noindex");
      expect(await missing.text()).toContain("Fallback");
    }
  });

  it("writes the public origin (BASE_URL) where the built pages hold the placeholder: canonical link, JSON-LD, <html>", async () => {
    const html = await (await t.app.request("/blog/writing-house-rules")).text();
    expect(html).not.toContain(ORIGIN_PLACEHOLDER);
    expect(html).toContain('<html data-origin="https://rentals.example">');
    expect(html).toContain('<link rel="canonical" href="https://rentals.example/blog/writing-house-rules"/>');
    expect(html).toContain('{"url":"https://rentals.example/blog/writing-house-rules"}');
  });

  it("serves a prerendered page's loader data (.data) as text, gzipped on request, revalidated; a post that was not built has none", async () => {
    const res = await t.app.request("/blog/writing-house-rules.data", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/x-script");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toMatch(/^\[\{"_1":2\},"routes\/blog-post",/);
    const missing = await t.app.request("/blog/no-such-article.data");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("Fallback");
  });

  it("keeps a missing asset a 404, never the fallback page", async () => {
    const res = await t.app.request("/assets/missing-123.js");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Fallback");
  });

  it("caches fingerprinted assets for a year and gzips them on request", async () => {
    const res = await t.app.request("/assets/entry-abc.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const plain = await (await t.app.request("/assets/entry-abc.js")).text();
    expect(plain).toMatch(/^console\.log\("x{4000}"\);$/);
    // The gzipped body is made on the first request that asks for it (gzip-on-first-use.ts): the same bytes unpacked.
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(plain);
    const again = await t.app.request("/assets/entry-abc.js", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await again.arrayBuffer())).toString("utf8")).toBe(plain);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await t.app.request("/pricing");
    const again = await t.app.request("/pricing", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("refuses path traversal", async () => {
    const res = await t.app.request("/assets/..%2f..%2fpackage.json");
    expect(res.status).toBe(404);
  });

  it("allows the pages' inline scripts by hash in the CSP, and no 'unsafe-inline' script", async () => {
    const csp = (await t.app.request("/")).headers.get("content-security-policy")!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(webApp.scriptHashes).toHaveLength(3);
    for (const hash of webApp.scriptHashes) expect(scriptSrc).toContain(`'${hash}'`);
  });

  it.each(["/image-caption-generator", "/token-usage", "/logo"])("sends a visitor from admin-only %s to /auth", async (url) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/auth?redirect=${encodeURIComponent(url)}`);
  });
});

describe("a revalidated page", () => {
  it("keeps the page CSP on a 304, since browsers merge a 304's headers into the cached page", async () => {
    const first = await t.app.request("/pricing");
    const again = await t.app.request("/pricing", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(again.headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});
