import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { gzipOnFirstUse } from "../gzip-on-first-use";

/** Scalar's browser bundle, served by us: the page may load no script from another origin (and there is no internet). */
export interface ScalarBundle {
  body: Uint8Array;
  gzipped: () => Promise<Uint8Array>;
  etag: string;
}

const BUNDLE_MODULE = "@scalar/api-reference/browser/standalone.js";

/**
 * Finds the standalone bundle of @scalar/api-reference in node_modules, or undefined when the package is not installed:
 * /api/docs then shows the plain reference (render-plain-reference.ts). The bundle (3.5 MB) is read, hashed and
 * gzipped on its first request, once, not at start (issue 22).
 */
export function findScalarBundle(): (() => Promise<ScalarBundle>) | undefined {
  let file: string;
  try {
    file = createRequire(import.meta.url).resolve(BUNDLE_MODULE);
  } catch {
    return undefined;
  }
  let loading: Promise<ScalarBundle> | undefined;
  return () => (loading ??= readBundle(file));
}

async function readBundle(file: string): Promise<ScalarBundle> {
  const body = new Uint8Array(await fs.readFile(file));
  const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
  return { body, gzipped: gzipOnFirstUse(body), etag };
}
