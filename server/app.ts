import { Hono } from "hono";
import { AppRouter } from "./app-router";
import { declareAccess } from "./auth/access";
import { handleAuthRequest } from "./auth/handle-auth-request";
import { MAX_PHOTO_BYTES } from "../contracts/captions";
import { resolveViewer } from "./auth/resolve-viewer";
import type { AppDeps, AppEnv } from "./context";
import { AppError } from "./errors";
import { apiKeyAuth } from "./middleware/api-key-auth";
import { everyRequest } from "./middleware/every-request";
import { handleApiNotFound, handleError } from "./middleware/handle-errors";
import { limitBody } from "./middleware/limit-body";
import { refuseCrossSiteWrites } from "./middleware/refuse-cross-site";
import { accountRoutes } from "./routes/account/index";
import { adminRoutes } from "./routes/admin/index";
import { apiKeyRoutes } from "./routes/api-keys/index";
import { adminOverviewRoutes } from "./routes/admin-overview/index";
import { marketRoutes } from "./routes/markets/index";
import { billingRoutes } from "./routes/billing/index";
import { captionRoutes } from "./routes/captions/index";
import { contactRoutes } from "./routes/contact/index";
import { createRouter } from "./routes/create-router";
import { creditsRoutes } from "./routes/credits/index";
import { createFeedRoutes } from "./routes/feeds/index";
import { graderRoutes } from "./routes/grader/index";
import { healthRoutes } from "./routes/health/index";
import { homeRoutes } from "./routes/homes/index";
import { listingRoutes } from "./routes/listings/index";
import { serveOpenApiDocument } from "./routes/openapi/get-openapi-document";
import { getMetrics } from "./routes/metrics/get-metrics";
import { pageViewRoutes } from "./routes/page-views/index";
import { placesRoutes } from "./routes/places/index";
import { scrapeRoutes } from "./routes/scrape/index";
import { sessionRoutes } from "./routes/session/index";
import { createApiDocsRoutes } from "./web/api-docs/api-docs-routes";
import { refusePagePost } from "./web/refuse-page-post";
import { serveWebApp } from "./web/serve-web-app";

const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** The photo upload takes one photo (20 MB at most, checked exactly by the service) plus the multipart framing and fields. */
const PHOTO_UPLOAD_PATH = "/api/v1/captions";
const MAX_PHOTO_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

const jsonBodyLimit = limitBody({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new AppError("payload_too_large", "The request body is larger than 1 MB.");
  },
});
const photoBodyLimit = limitBody({
  maxSize: MAX_PHOTO_BODY_BYTES,
  onError: () => {
    throw new AppError("payload_too_large", "This photo is larger than 20 MB, the most one photo may be. Export it at a smaller size and try again.");
  },
});

/** The public API under /api/v1: the web app and developers call the same one. */
export function createApiV1() {
  const api = createRouter()
    .route("/", sessionRoutes)
    .route("/", accountRoutes)
    .route("/", pageViewRoutes)
    .route("/", graderRoutes)
    .route("/", scrapeRoutes)
    .route("/", contactRoutes)
    .route("/", billingRoutes)
    .route("/", creditsRoutes)
    .route("/", apiKeyRoutes)
    .route("/", adminRoutes)
    .route("/", listingRoutes)
    .route("/", homeRoutes)
    .route("/", placesRoutes)
    .route("/", adminOverviewRoutes)
    .route("/", captionRoutes)
    .route("/", marketRoutes);
  return serveOpenApiDocument(api);
}

/** Builds the whole application, middleware in the order a request meets it, then the mounts. */
export function createApp(deps: AppDeps) {
  // RegExpRouter for every request but the listing routes' (app-router.ts, docs/decisions/042).
  const app = new Hono<AppEnv>({ router: new AppRouter() });

  // The request id, the logger, the client's address, the redirect to https, the security headers on every answer (the
  // redirect's included), the metrics and the log line: one layer (middleware/every-request.ts).
  app.use(everyRequest(deps));
  app.use("/api/*", (c, next) => {
    // A GET or HEAD has no body to limit, and asking for one makes the Node adapter build a whole fetch Request.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return c.req.method === "POST" && c.req.path === PHOTO_UPLOAD_PATH ? photoBodyLimit(c, next) : jsonBodyLimit(c, next);
  });

  // better-auth's own endpoints (sign-up, sign-in, verification, reset, OAuth callbacks, sessions).
  app.on(["GET", "POST"], "/api/auth/*", declareAccess("betterAuth", handleAuthRequest));

  app.route("/api", healthRoutes);
  app.use("/api/v1/*", refuseCrossSiteWrites(deps.env));
  app.use("/api/v1/*", apiKeyAuth());
  app.get("/metrics", getMetrics);
  app.use("/api/v1/*", resolveViewer);
  const api = createApiV1();
  app.route("/api/v1", api);
  app.route("/api/docs", createApiDocsRoutes(api));

  // The API's not-found answer, and the web app, whose pages declare their access in contracts/site-routes.ts.
  app.all("/api/*", declareAccess("public", handleApiNotFound));
  app.route("/", createFeedRoutes(deps.env));
  app.on(["GET", "HEAD"], "*", declareAccess("sitePages", serveWebApp));
  // A page's form the browser sent itself, before the page hydrated: refused, its body unread (decision 049).
  app.post("*", declareAccess("public", refusePagePost));
  app.notFound((c) => (c.req.path.startsWith("/api/") ? handleApiNotFound(c) : c.text("Not found", 404)));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
