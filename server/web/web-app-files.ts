import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";
import { ORIGIN_PLACEHOLDER } from "../../contracts/public-origin";
import { gzipOnFirstUse } from "./gzip-on-first-use";

export interface WebAppFile {
  body: Uint8Array;
  /** The body gzipped, made on first use (gzip-on-first-use.ts); undefined where gzip is not worth it. */
  gzipped?: () => Promise<Uint8Array>;
  contentType: string;
  etag: string;
}

/** The built web app held in memory: a few hundred kilobytes, read once at start and served without disk reads. */
export interface WebAppFiles {
  files: Map<string, WebAppFile>;
  /** sha256 hashes of every inline script in the built HTML, for the Content-Security-Policy. */
  scriptHashes: string[];
}

/** The content type React Router's own server gives a route's `.data` answer. */
const LOADER_DATA_TYPE = "text/x-script";
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
// Inline scripts the browser runs; JSON-LD blocks are data, which the CSP does not govern.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? "")
    .filter((content) => content.trim() !== "")
    .map((content) => `sha256-${createHash("sha256").update(content, "utf8").digest("base64")}`);
}

/**
 * The built pages carry a placeholder where the public origin belongs (canonical links, Open Graph URLs, JSON-LD and
 * <html data-origin>, decision 017); this puts the server's own origin there. An origin is letters, digits and
 * `:/.-[]` only, so it is safe in attributes and in JSON alike.
 */
export function insertPublicOrigin(html: string, baseUrl: string): string {
  return html.replaceAll(ORIGIN_PLACEHOLDER, new URL(baseUrl).origin);
}

/** Reads build/client into memory; with `baseUrl`, the HTML pages get it as their public origin. */
export function loadWebAppFiles(buildDir: string, baseUrl?: string): WebAppFiles | undefined {
  if (!fs.existsSync(path.join(buildDir, "__spa-fallback.html"))) return undefined;
  const files = new Map<string, WebAppFile>();
  const hashes = new Set<string>();
  for (const full of listFiles(buildDir)) {
    const urlPath = `/${path.relative(buildDir, full).split(path.sep).join("/")}`;
    let body = new Uint8Array(fs.readFileSync(full));
    // React Router's loader data for a prerendered page (decision 052), a turbo-stream: text, so it is gzipped too.
    const contentType = urlPath.endsWith(".data") ? LOADER_DATA_TYPE : (getMimeType(full) ?? "application/octet-stream");
    if (urlPath.endsWith(".html")) {
      const html = Buffer.from(body).toString("utf8");
      const page = baseUrl === undefined ? html : insertPublicOrigin(html, baseUrl);
      body = new Uint8Array(Buffer.from(page, "utf8"));
      for (const hash of inlineScriptHashes(page)) hashes.add(hash);
    }
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
    const gzipped = COMPRESSIBLE.test(contentType) && body.byteLength > 1024 ? gzipOnFirstUse(body) : undefined;
    files.set(urlPath, { body, gzipped, contentType, etag });
  }
  return { files, scriptHashes: [...hashes].sort() };
}
