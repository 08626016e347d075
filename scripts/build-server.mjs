// Bundles the server into build/node/server.js (and the command line into cli.js); dependencies stay in node_modules
// (packages: external).
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

await build({
  entryPoints: { server: "server/index.ts", cli: "cli/index.ts" },
  outdir: "build/node",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  // Code split at dynamic imports: what a server loads only when first used (Stripe, S3, sharp, nodemailer; issue 22)
  // stays in a chunk of its own instead of being loaded with the bundle at every start.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  define: { __APP_VERSION__: JSON.stringify(version) },
  logLevel: "warning",
});
