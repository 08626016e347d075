// How the server and the command line are bundled (scripts/build-server.ts), and the check that the server's start
// does not load what it should load only when first used (issue 22).
import { readFileSync } from "node:fs";
import type { BuildOptions, Metafile } from "esbuild";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };

/** build/node/server.js and cli.js; dependencies stay in node_modules (packages: external). */
export const serverBundleOptions = {
  entryPoints: { server: "server/index.ts", cli: "cli/index.ts" },
  outdir: "build/node",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  // Code split at dynamic imports: what a server loads only when first used (the AI SDK, Stripe, S3, sharp,
  // nodemailer; issue 22) stays in a chunk of its own instead of being loaded with the bundle at every start.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  define: { __APP_VERSION__: JSON.stringify(version) },
  logLevel: "warning",
} satisfies BuildOptions;

/** Packages the server imports only when first used: with a static import they would load at every start. */
export const LOADED_WHEN_FIRST_USED = [/^ai$/, /^@ai-sdk\//, /^sharp$/, /^stripe$/, /^@aws-sdk\//, /^nodemailer$/];

/**
 * The packages an entry loads as it starts: the externals its output imports statically, and those of every chunk it
 * imports statically, transitively. A dynamic import() is where this stops.
 */
export function packagesLoadedAtStart(metafile: Metafile, entryPoint: string): string[] {
  const entry = Object.keys(metafile.outputs).find((output) => metafile.outputs[output]!.entryPoint === entryPoint);
  if (entry === undefined) throw new Error(`no output for ${entryPoint} in the metafile`);
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind !== "import-statement" && imported.kind !== "require-call") continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(entry);
  return [...packages].sort();
}

/** What the server's entry loads at start of LOADED_WHEN_FIRST_USED: empty when the split is as it should be. */
export function heavyPackagesLoadedAtStart(metafile: Metafile): string[] {
  return packagesLoadedAtStart(metafile, "server/index.ts").filter((name) => LOADED_WHEN_FIRST_USED.some((pattern) => pattern.test(name)));
}
