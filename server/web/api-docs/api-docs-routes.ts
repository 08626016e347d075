import type { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";
import { declareAccess } from "../../auth/access";
import type { AppEnv } from "../../context";
import { describeApi } from "../../routes/openapi/describe-api";
import { inlineScriptHashes } from "../web-app-files";
import { type ReferenceDocument, renderPlainReference } from "./render-plain-reference";
import { findScalarBundle } from "./scalar-bundle";

const DOCUMENT_URL = "/api/v1/openapi.json";
const BUNDLE_URL = "/api/docs/scalar.js";

/**
 * The page's own policy: its script from us only (the bundle, and Scalar's inline start-up script by hash), the
 * document from this origin, no fonts or anything else from elsewhere.
 */
export function docsContentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** /api/docs: the reference rendered by Scalar from /api/v1/openapi.json, or as plain HTML without Scalar's bundle. */
export function createApiDocsRoutes(api: OpenAPIHono<AppEnv>) {
  const loadBundle = findScalarBundle();
  const scalar = Scalar({
    url: DOCUMENT_URL,
    pageTitle: "ListingLift API reference",
    favicon: "/favicon.svg",
    cdn: BUNDLE_URL,
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
    defaultOpenAllTags: false,
    // Scalar's AI agent searches Scalar's registry through proxy.scalar.com: off (no other origin, no internet).
    agent: { disabled: true },
    // Its toolbar (Configure, Share, Deploy on Scalar's service) shows on localhost by default; never here.
    showDeveloperTools: "never",
    showToolbar: "never",
  } as Parameters<typeof Scalar>[0]);
  const docs = new Hono<AppEnv>();

  docs.get("/", declareAccess("public", async (c, next) => {
    if (!loadBundle) {
      const document = api.getOpenAPI31Document(describeApi(c.var.deps.env.baseUrl)) as unknown as ReferenceDocument;
      c.header("content-security-policy", docsContentSecurityPolicy([]));
      return c.html(renderPlainReference(document, DOCUMENT_URL));
    }
    // Scalar's handler is typed for Hono's default Env; it only renders HTML with c.html().
    const rendered = (await scalar(c as never, next)) as Response;
    const page = await rendered.text();
    return c.html(page, 200, { "content-security-policy": docsContentSecurityPolicy(inlineScriptHashes(page)) });
  }));

  docs.get("/scalar.js", declareAccess("public", async (c) => {
    if (!loadBundle) return c.text("Not found", 404);
    const bundle = await loadBundle();
    if (c.req.header("if-none-match") === bundle.etag) return c.body(null, 304, { etag: bundle.etag });
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const headers: Record<string, string> = {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=86400",
      etag: bundle.etag,
      vary: "accept-encoding",
    };
    if (gzip) headers["content-encoding"] = "gzip";
    return c.body((gzip ? await bundle.gzipped() : bundle.body) as Uint8Array<ArrayBuffer>, 200, headers);
  }));
  return docs;
}
