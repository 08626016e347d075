import type { Context } from "hono";
import { findSiteRoute } from "../../contracts/site-routes";
import { getViewer } from "../auth/resolve-viewer";
import type { AppEnv } from "../context";
import { mayUseCaptions } from "../services/captions/caption-access";
import type { WebAppFile } from "./web-app-files";

const SPA_FALLBACK = "/__spa-fallback.html";
const HAS_EXTENSION = /\/[^/]+\.[a-z0-9]+$/i;

function resolveFile(files: Map<string, WebAppFile>, pathname: string): WebAppFile | undefined {
  if (pathname.endsWith("/")) return files.get(`${pathname}index.html`);
  return files.get(pathname) ?? files.get(`${pathname}/index.html`);
}

async function send(c: Context<AppEnv>, file: WebAppFile, status: 200 | 404, cache: string): Promise<Response> {
  if (status === 200 && c.req.header("if-none-match") === file.etag) return c.body(null, 304, { etag: file.etag });
  const gzip = file.gzipped && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  const headers: Record<string, string> = { "content-type": file.contentType, "cache-control": cache, etag: file.etag, vary: "accept-encoding" };
  if (gzip) headers["content-encoding"] = "gzip";
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  const body = gzip ? await file.gzipped!() : file.body;
  return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
}

/**
 * Serves the built web app: files as they are (fingerprinted assets cached for a year), prerendered pages, and for
 * other paths the SPA fallback — with status 404 when the path is not in the route table, or is a blog post that was
 * not built (its route has only prerendered pages). A missing file stays 404.
 * Admin-only pages redirect from the server's own session: a visitor to /auth, a signed-in non-admin to /. The caption
 * generator lets in a user who holds caption credits too.
 */
export async function serveWebApp(c: Context<AppEnv>): Promise<Response> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(c.req.path);
  } catch {
    return c.text("Not found", 404);
  }
  if (pathname.includes("..") || pathname.includes("\0")) return c.text("Not found", 404);

  const route = findSiteRoute(pathname);
  if (route?.access === "admin" || route?.access === "caption-credits") {
    const viewer = await getViewer(c);
    if (!viewer) return c.redirect(`/auth?redirect=${encodeURIComponent(pathname)}`, 302);
    const allowed = route.access === "admin" ? viewer.role === "admin" : await mayUseCaptions(c.var.deps.database.db, viewer);
    if (!allowed) return c.redirect("/", 302);
  }

  const webApp = c.var.deps.webApp;
  if (!webApp) return c.text("The web app is not built. Run `npm run build`.", 404);

  const file = resolveFile(webApp.files, pathname);
  if (file) {
    const immutable = pathname.startsWith("/assets/");
    return send(c, file, 200, immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
  }
  if (HAS_EXTENSION.test(pathname)) return c.text("Not found", 404);
  const fallback = webApp.files.get(SPA_FALLBACK)!;
  // The page shows its not-found view; the status and header keep the address out of search results.
  const found = route !== undefined && !route.onlyPrerenderedPages;
  if (!found) c.header("x-robots-tag", "noindex");
  return send(c, fallback, found ? 200 : 404, "no-cache");
}
