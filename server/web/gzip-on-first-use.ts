import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { loadOnFirstUse } from "../load-on-first-use";

const gzipLevel9 = promisify(gzip);

/**
 * The body gzipped at level 9, made on the first call (in libuv's thread pool, off the event loop) and kept for every
 * call after. Gzipping the built web app and Scalar's bundle at start took about 0.4-0.7 s of a start on the 2-core
 * machine (issue 22, docs/benchmarks.md): now the first request that asks for gzip pays for its own file, once.
 */
export function gzipOnFirstUse(body: Uint8Array): () => Promise<Uint8Array> {
  return loadOnFirstUse(() => gzipLevel9(body, { level: 9 }).then((buffer) => new Uint8Array(buffer)));
}
