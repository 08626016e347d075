import fs from "node:fs";
import path from "node:path";

const PREFIX = "window.__reactRouterManifest=";

interface ManifestRoute {
  imports?: string[];
}
interface Manifest {
  entry: ManifestRoute;
  routes: Record<string, ManifestRoute>;
}

/**
 * React Router's client manifest without each route's list of chunks (decision 055). The manifest is loaded by every
 * page before it runs and names every route, and these lists were 3.4 of its 4.7 KB gzipped. They serve the module preloads that server rendering writes in <head>: this app renders its pages at build
 * time from the server's own copy of the manifest, and takes those preloads out again (module-preloads.ts). In the
 * browser they would only add preload links for modules already loaded, or for `<Link prefetch>`, which the app does
 * not use. Everything else (route ids, paths, modules, CSS, which exports exist) is kept as React Router wrote it.
 */
export function trimClientManifest(source: string): { source: string; trimmedLists: number } {
  const text = source.trim();
  if (!text.startsWith(PREFIX) || !text.endsWith(";")) throw new Error("Not a React Router client manifest: " + text.slice(0, 60));
  const manifest = JSON.parse(text.slice(PREFIX.length, -1)) as Manifest;
  let trimmedLists = 0;
  // The entry's own list stays: <Scripts> reads it unguarded when it renders before hydration (the SPA fallback page).
  for (const route of Object.values(manifest.routes)) {
    if (!route.imports) continue;
    delete route.imports;
    trimmedLists++;
  }
  return { source: `${PREFIX}${JSON.stringify(manifest)};`, trimmedLists };
}

/** Trims the manifest file of a client build folder in place; the build writes exactly one. */
export function trimClientManifestFile(clientDir: string): { file: string; bytesBefore: number; bytesAfter: number } {
  const assets = path.join(clientDir, "assets");
  const files = fs.readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (files.length !== 1) throw new Error(`Expected one manifest-*.js in ${assets}, found ${files.length}`);
  const file = path.join(assets, files[0]!);
  const before = fs.readFileSync(file, "utf8");
  const { source } = trimClientManifest(before);
  fs.writeFileSync(file, source);
  return { file, bytesBefore: Buffer.byteLength(before), bytesAfter: Buffer.byteLength(source) };
}
