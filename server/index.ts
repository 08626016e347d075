// The process's entry (`npm start`). Node's compile cache is turned on first (compile-cache.ts), then the server is
// loaded (main.ts): every module it loads is then compiled from the cache when there is one.
import { enableCompileCache } from "./compile-cache";

enableCompileCache();
await import("./main");
