// Bundles the server into build/node/server.js; dependencies stay in node_modules (packages: external).
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
  define: { __APP_VERSION__: JSON.stringify(version) },
  logLevel: "warning",
});
