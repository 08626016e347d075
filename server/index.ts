// The process's entry (`npm start`). Node's compile cache is turned on first (compile-cache.ts) and WebAssembly is kept
// on V8's baseline compiler (wasm-baseline-only.ts), then the server is loaded (main.ts): every module it loads is then
// compiled from the cache when there is one, and PGlite's WASM is compiled under those flags.
import { enableCompileCache } from "./compile-cache";
import { keepWasmOnBaselineCompiler } from "./wasm-baseline-only";

enableCompileCache();
keepWasmOnBaselineCompiler();
await import("./main");
