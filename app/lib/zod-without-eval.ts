/**
 * zod probes once whether it may compile its parsers with `new Function`. Our Content-Security-Policy allows no eval, so
 * the browser refuses the probe and reports a CSP violation, though zod then simply parses without compiling. zod's
 * `jitless` setting skips the probe. It is set on zod's global settings object (which zod creates or reuses on
 * globalThis) without importing zod, so the pages that do not need zod do not load it.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
