// Bundles the server into build/node/server.js (and the command line into cli.js), then fails if the server would load
// at start a package it should load only when first used (scripts/server-bundle.ts).
import { rmSync } from "node:fs";
import { build } from "esbuild";
import { heavyPackagesLoadedAtStart, serverBundleOptions } from "./server-bundle";

// esbuild leaves the chunks of earlier builds in place; what build/node/chunks lists should be this build's.
rmSync(serverBundleOptions.outdir, { recursive: true, force: true });
const { metafile } = await build({ ...serverBundleOptions, metafile: true });
const heavy = heavyPackagesLoadedAtStart(metafile);
if (heavy.length > 0) {
  console.error(`build/node/server.js imports ${heavy.join(", ")} at start: load the code that uses it with import() (issue 22).`);
  process.exit(1);
}
