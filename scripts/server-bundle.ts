// How the server and the command line are bundled (scripts/build-server.ts), and the check that the server's start
// does not load what it should load only when first used (issue 22).
import { readFileSync } from "node:fs";
import type { BuildOptions, Metafile } from "esbuild";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };

/** Packages the server imports only when first used: with a static import they would load at every start. */
export const LOADED_WHEN_FIRST_USED = [/^ai$/, /^@ai-sdk\//, /^sharp$/, /^stripe$/, /^@aws-sdk\//, /^nodemailer$/];

/**
 * What stays in node_modules, imported at run time, rather than bundled (decision 044); everything else is bundled, so
 * a start reads a few files instead of resolving and reading about 880 modules of node_modules.
 * - @electric-sql/pglite reads its WASM PostgreSQL and data files beside its own modules (`new URL(…, import.meta.url)`).
 * - sharp loads a native binary for the platform from its own folder.
 * - pino starts its transports as worker threads from files in its own folder (thread-stream).
 * - The packages loaded when first used (LOADED_WHEN_FIRST_USED) are out of the start already; bundled they would only
 *   add megabytes to build/node (the AWS SDK above all).
 */
export const EXTERNAL_PACKAGES = ["@electric-sql/pglite", "sharp", "pino", "ai", "@ai-sdk/*", "stripe", "@aws-sdk/*", "nodemailer"];

/**
 * The bundled CommonJS packages (pg, prom-client, …) call require() for Node's modules; in an ES module there is none
 * unless the output makes one.
 */
const REQUIRE_IN_ESM = 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);';

/** build/node/server.js and cli.js, with their dependencies bundled except EXTERNAL_PACKAGES. */
export const serverBundleOptions = {
  entryPoints: { server: "server/index.ts", cli: "cli/index.ts" },
  outdir: "build/node",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: EXTERNAL_PACKAGES,
  banner: { js: REQUIRE_IN_ESM },
  sourcemap: true,
  // Code split at dynamic imports: what a server loads only when first used (the AI SDK, Stripe, S3, sharp,
  // nodemailer; issue 22) stays in a chunk of its own instead of being loaded with the bundle at every start.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  define: { __APP_VERSION__: JSON.stringify(version) },
  logLevel: "warning",
} satisfies BuildOptions;

/**
 * Modules an entry loads with import() as part of its start, not on first use: server/index.ts turns Node's compile
 * cache on before it imports the server (server/main.ts), so that the server's modules are compiled from the cache.
 */
export const IMPORTED_AT_START = ["server/main.ts"];

/**
 * The packages an entry loads as it starts: the externals its output imports statically and the packages bundled into
 * it, and those of every chunk it imports statically, transitively. A dynamic import() is where this stops, unless it
 * imports a module of IMPORTED_AT_START.
 */
export function packagesLoadedAtStart(metafile: Metafile, entryPoint: string): string[] {
  const entry = Object.keys(metafile.outputs).find((output) => metafile.outputs[output]!.entryPoint === entryPoint);
  if (entry === undefined) throw new Error(`no output for ${entryPoint} in the metafile`);
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const input of Object.keys(metafile.outputs[output]?.inputs ?? {})) {
      const bundled = packageOfInput(input);
      if (bundled !== undefined) packages.add(bundled);
    }
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      const atStart = imported.kind === "dynamic-import" && IMPORTED_AT_START.includes(metafile.outputs[imported.path]?.entryPoint ?? "");
      if (atStart) visit(imported.path);
      if (imported.kind !== "import-statement" && imported.kind !== "require-call") continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(entry);
  return [...packages].sort();
}

/** The package a bundled file comes from (its path's last node_modules folder), or undefined for our own code. */
export function packageOfInput(input: string): string | undefined {
  const at = input.lastIndexOf("node_modules/");
  if (at === -1 || (at > 0 && input[at - 1] !== "/")) return undefined;
  return /^((?:@[^/]+\/)?[^/]+)\//.exec(input.slice(at + "node_modules/".length))?.[1];
}

/** What the server's entry loads at start of LOADED_WHEN_FIRST_USED: empty when the split is as it should be. */
export function heavyPackagesLoadedAtStart(metafile: Metafile): string[] {
  return packagesLoadedAtStart(metafile, "server/index.ts").filter((name) => LOADED_WHEN_FIRST_USED.some((pattern) => pattern.test(name)));
}
