import fs from "node:fs";
import readline from "node:readline";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";

/** gzip's magic bytes: a dump is gzip-compressed, but a plain JSON-lines file (gunzipped to be read) restores too. */
function isGzip(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(2);
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/** The lines of a dump file, one at a time. */
export function readDumpLines(file: string): AsyncIterable<string> {
  if (!fs.existsSync(file)) throw new Error(`No dump at ${file}`);
  const raw = fs.createReadStream(file);
  const input: Readable = isGzip(file) ? raw.pipe(createGunzip()) : raw;
  return readline.createInterface({ input, crlfDelay: Infinity });
}
