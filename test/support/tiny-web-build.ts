import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadWebAppFiles, type WebAppFiles } from "../../server/web/web-app-files";

/**
 * A small built web app shaped as React Router writes build/client: a prerendered page with an inline script, the SPA
 * fallback and a fingerprinted asset. For tests that need pages without running `npm run build`.
 */
export function loadTinyWebBuild(baseUrl = "https://rentals.example/"): WebAppFiles {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-build-"));
  const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body><script>window.__ctx = "${title}";</script></body></html>`;
  fs.mkdirSync(path.join(dir, "pricing"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), page("Home"));
  fs.writeFileSync(path.join(dir, "pricing", "index.html"), page("Pricing"));
  fs.writeFileSync(path.join(dir, "__spa-fallback.html"), page("Fallback"));
  fs.writeFileSync(path.join(dir, "assets", "entry-abc.js"), "console.log('entry');");
  return loadWebAppFiles(dir, baseUrl)!;
}
