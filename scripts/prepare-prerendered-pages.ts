// `npm run build`'s step after React Router's, for the first paint of each prerendered page (decision 043): its critical
// CSS inline (scripts/critical-css.ts), and React Router's module preloads out of it (scripts/module-preloads.ts); and
// the client manifest every page loads without the chunk lists only those preloads used (scripts/client-manifest.ts).
import fs from "node:fs";
import path from "node:path";
import { trimClientManifestFile } from "./client-manifest";
import { inlineCriticalCss, stylesheetsMarkedDynamic } from "./critical-css";
import { dropModulePreloads } from "./module-preloads";

const CLIENT_DIR = "build/client";
const started = Date.now();
const pages = await inlineCriticalCss(CLIENT_DIR);
let preloads = 0;
for (const { page } of pages) {
  const file = path.join(CLIENT_DIR, page);
  const { html, dropped } = dropModulePreloads(fs.readFileSync(file, "utf8"));
  const twice = stylesheetsMarkedDynamic(html);
  if (twice.length > 0) {
    throw new Error(`${page} links ${twice.join(", ")}: a lazily loaded chunk carries the site's style sheet, so it would be applied twice (scripts/site-shell-chunk.ts)`);
  }
  fs.writeFileSync(file, html);
  preloads += dropped;
}
const manifest = trimClientManifestFile(CLIENT_DIR);
const sizes = pages.map((p) => p.inlineCssBytes);
process.stdout.write(
  `prerendered pages: ${pages.length}, ${(Math.min(...sizes) / 1024).toFixed(1)}-${(Math.max(...sizes) / 1024).toFixed(1)} KB of critical CSS inline each, ` +
    `${preloads} module preloads taken out, client manifest ${(manifest.bytesBefore / 1024).toFixed(1)} → ${(manifest.bytesAfter / 1024).toFixed(1)} KB, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
