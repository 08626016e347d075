import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";

/** Scalar's browser bundle, served by us: the page may load no script from another origin (and there is no internet). */
export interface ScalarBundle {
  body: Uint8Array;
  gzipped: Uint8Array;
  etag: string;
}

const BUNDLE_MODULE = "@scalar/api-reference/browser/standalone.js";

/**
 * Reads the standalone bundle of @scalar/api-reference from node_modules, once. Undefined when the package is not
 * installed: /api/docs then shows the plain reference (render-plain-reference.ts).
 */
export function loadScalarBundle(): ScalarBundle | undefined {
  let file: string;
  try {
    file = createRequire(import.meta.url).resolve(BUNDLE_MODULE);
  } catch {
    return undefined;
  }
  const body = new Uint8Array(fs.readFileSync(file));
  const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
  return { body, gzipped: new Uint8Array(gzipSync(body, { level: 9 })), etag };
}
