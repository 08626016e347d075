// `npm run build`'s step after React Router's, for the first paint of each prerendered page (decisions 043 and 064): the
// site's style sheet inline (scripts/inline-style-sheet.ts), and React Router's module preloads out of it
// (scripts/module-preloads.ts); and the client manifest every page loads without the chunk lists only those preloads used
// (scripts/client-manifest.ts).
import fs from "node:fs";
import path from "node:path";
import { trimClientManifestFile } from "./client-manifest";
import { assetReader, inlineStyleSheet, listPrerenderedPages, stylesheetsMarkedDynamic } from "./inline-style-sheet";
import { dropModulePreloads } from "./module-preloads";

const CLIENT_DIR = "build/client";
const started = Date.now();
const readAsset = assetReader(CLIENT_DIR);
const pages = listPrerenderedPages(CLIENT_DIR);
let preloads = 0;
const pageBytes: number[] = [];
for (const file of pages) {
  const built = fs.readFileSync(file, "utf8");
  const twice = stylesheetsMarkedDynamic(built);
  if (twice.length > 0) {
    const page = path.relative(CLIENT_DIR, file);
    throw new Error(`${page} links ${twice.join(", ")}: a lazily loaded chunk carries the site's style sheet, so it would be applied twice (scripts/site-shell-chunk.ts)`);
  }
  const { html, dropped } = dropModulePreloads(inlineStyleSheet(built, readAsset));
  fs.writeFileSync(file, html);
  preloads += dropped;
  pageBytes.push(Buffer.byteLength(html));
}
const manifest = trimClientManifestFile(CLIENT_DIR);
process.stdout.write(
  `prerendered pages: ${pages.length}, the style sheet inline in each (${(Math.min(...pageBytes) / 1024).toFixed(1)}-${(Math.max(...pageBytes) / 1024).toFixed(1)} KB a page), ` +
    `${preloads} module preloads taken out, client manifest ${(manifest.bytesBefore / 1024).toFixed(1)} → ${(manifest.bytesAfter / 1024).toFixed(1)} KB, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
