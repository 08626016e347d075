import nodeModule from "node:module";

interface CompileCacheApi {
  /** Node 22.1+: keeps V8's compiled code of the modules loaded after this call in a folder, for the next start. */
  enableCompileCache?: (directory?: string) => { status: number; message?: string; directory?: string };
}

/**
 * Turns on Node's compile cache where Node has it (22.1 and later; production runs 24), in Node's default folder
 * (`NODE_COMPILE_CACHE`, else the OS temp folder's `node-compile-cache`). A start then skips V8's compiling of the
 * bundled server (about 4 MB of code) when an earlier start on this machine left the cache (issue 22,
 * docs/benchmarks.md). Node 20 has no compile cache: nothing happens. The cache is keyed by the code and Node's version:
 * a new build or Node is compiled afresh, and a folder that cannot be written only means no cache (Node says why in
 * the status, which is not an error).
 */
export function enableCompileCache(api: CompileCacheApi = nodeModule as CompileCacheApi): void {
  api.enableCompileCache?.();
}
