import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { getMimeType } from "hono/utils/mime";

export interface WebAppFile {
  body: Uint8Array;
  gzipped?: Uint8Array;
  contentType: string;
  etag: string;
}

/** The built web app held in memory: a few hundred kilobytes, read once at start and served without disk reads. */
export interface WebAppFiles {
  files: Map<string, WebAppFile>;
  /** sha256 hashes of every inline script in the built HTML, for the Content-Security-Policy. */
  scriptHashes: string[];
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

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

export function loadWebAppFiles(buildDir: string): WebAppFiles | undefined {
  if (!fs.existsSync(path.join(buildDir, "__spa-fallback.html"))) return undefined;
  const files = new Map<string, WebAppFile>();
  const hashes = new Set<string>();
  for (const full of listFiles(buildDir)) {
    const urlPath = `/${path.relative(buildDir, full).split(path.sep).join("/")}`;
    const body = new Uint8Array(fs.readFileSync(full));
    const contentType = getMimeType(full) ?? "application/octet-stream";
    if (urlPath.endsWith(".html")) for (const hash of inlineScriptHashes(Buffer.from(body).toString("utf8"))) hashes.add(hash);
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
    const gzipped = COMPRESSIBLE.test(contentType) && body.byteLength > 1024 ? new Uint8Array(gzipSync(body, { level: 9 })) : undefined;
    files.set(urlPath, { body, gzipped, contentType, etag });
  }
  return { files, scriptHashes: [...hashes].sort() };
}
