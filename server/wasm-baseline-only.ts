import v8 from "node:v8";

/**
 * V8's flags that keep WebAssembly on its baseline compiler (Liftoff): no function is compiled again by the optimizing
 * compiler (TurboFan) when it runs hot. `--liftoff-only` on node's command line means the same, but V8 derives these
 * two from it only at start, so `setFlagsFromString("--liftoff-only")` alone changes nothing (measured).
 */
export const WASM_BASELINE_ONLY_FLAGS = "--no-wasm-dynamic-tiering --no-wasm-tier-up";

/**
 * Called before the server loads (server/index.ts), so before PGlite compiles its WASM PostgreSQL. Node 24's V8 took
 * 576 MB of compiler memory to optimize one function of it, the SQL parser (`raw_parser`, 105 KB of WASM), while the
 * server started: a first start peaked at about 730 MB resident instead of about 400 MB on Node 20 (whose V8 needed
 * 8 MB for it). Without the optimizing tier a first start peaks at about 330 MB and a restart at 200 MB, on Node 20 and
 * 24 alike, and nothing is compiled in the background while the server starts; a query costs more CPU once the server
 * is warm (18% more for a mix of small queries on Node 24, 9% on Node 20). Decision 047, docs/benchmarks.md.
 */
export function keepWasmOnBaselineCompiler(setFlags: (flags: string) => void = v8.setFlagsFromString): void {
  setFlags(WASM_BASELINE_ONLY_FLAGS);
}
