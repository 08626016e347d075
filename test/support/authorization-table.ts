// How to call each route in authorization-matrix.test.ts (nothing else imports it). Who may call is not here: each route
// declares its access (server/routes/define-route.ts) and the matrix reads it from the router. A route needs a line
// here only when its probe needs a concrete path, a body, or (for the web app and better-auth) a page or endpoint of
// its own with the outcome that page or endpoint declares.
import { ACCESS_OUTCOMES, type Caller, type Outcome } from "../../server/auth/access";

/** The outcomes of the declared levels, and two that a single page or better-auth endpoint may have. */
export const POLICIES = {
  ...(ACCESS_OUTCOMES as Required<typeof ACCESS_OUTCOMES>),
  /** better-auth's own endpoints read only the session cookie: a Bearer key there is no credential at all. */
  sessionCookie: { visitor: "unauthenticated", user: "allowed", admin: "allowed", apiKey: "unauthenticated" },
  /** An admin-only page: a visitor (or a key, which pages do not read) is sent to /auth, a user to /. */
  adminPage: { visitor: "unauthenticated", user: "forbidden", admin: "allowed", apiKey: "unauthenticated" },
  /**
   * The caption generator's page: as an admin page, but open to a user who holds caption credits, as the matrix's user
   * does (a user without them is sent to / like a non-admin: server/routes/captions/caption-access.test.ts).
   */
  captionPage: { visitor: "unauthenticated", user: "allowed", admin: "allowed", apiKey: "unauthenticated" },
} satisfies Record<string, Record<Caller, Outcome>>;
export type Policy = keyof typeof POLICIES;

/** Real ids of things the signed-in user (and their key) own, made before the matrix runs. */
export interface OwnedIds {
  listingId: string;
  homeId: string;
  bulkJobId: string;
  gradeId: string;
  paymentId: string;
  /** A second key of the user's, for DELETE /api-keys/:id (the key the matrix calls with stays valid). */
  spareApiKeyId: string;
  captionSetId: string;
  photoId: string;
}

export interface Probe {
  /** Only for a route that declares `sitePages` or `betterAuth`: what this page or endpoint lets each caller do. */
  policy?: Policy;
  /** Defaults to the route's own method (GET for ALL) and path (which must then have no parameters). */
  method?: string;
  path?: string;
  json?: unknown;
  /** A fresh multipart body for each request. */
  form?: () => FormData;
  headers?: Record<string, string>;
}

export interface ProbeInputs {
  ids: OwnedIds;
  photo: () => FormData;
  bulkCsv: string;
  facts: unknown;
  graderText: string;
}

/** Keyed as the router lists routes: "METHOD path", with Hono's :params. */
export const PROBES: Record<string, (inputs: ProbeInputs) => Probe | Probe[]> = {
  "GET /api/auth/*": () => [
    { policy: "public", path: "/api/auth/get-session" },
    { policy: "sessionCookie", path: "/api/auth/list-sessions" },
  ],
  "POST /api/auth/*": () => [
    { policy: "public", path: "/api/auth/request-password-reset", json: { email: "nobody@example.com", redirectTo: "/reset-password" } },
    { policy: "sessionCookie", path: "/api/auth/update-user", json: { name: "Matrix Host" } },
  ],

  "POST /api/v1/page-views": () => ({ json: { path: "/pricing" } }),
  "POST /api/v1/grader/analyze": ({ graderText }) => ({ json: { text: graderText } }),

  "GET /api/v1/grader/history/:id": ({ ids }) => ({ path: `/api/v1/grader/history/${ids.gradeId}` }),
  "GET /api/v1/grader/history/:id/market": ({ ids }) => ({ path: `/api/v1/grader/history/${ids.gradeId}/market` }),
  // Markets are public data (Inside Airbnb, CC BY 4.0); with none loaded these answer 404, which is still "allowed".
  "GET /api/v1/markets/:id/evidence": () => ({ path: "/api/v1/markets/antwerp/evidence" }),
  "GET /api/v1/markets/:id/homes/:homeId/comparison": () => ({ path: "/api/v1/markets/antwerp/homes/1/comparison" }),
  // The test points MARKETPLACE_ORIGIN at a closed port: an admin gets the importer's 502, nothing leaves the machine.
  "POST /api/v1/scrape": () => ({ json: { url: "https://www.airbnb.com/rooms/12345" } }),
  "POST /api/v1/contact": () => ({
    json: { name: "Matrix", email: "matrix@example.com", subject: "Authorization matrix", message: "A message long enough to be accepted by the form." },
  }),
  "POST /api/v1/billing/checkout": () => ({ json: { packId: 2 } }),
  // Authenticated by Stripe's signature, not by a caller: without Stripe configured every caller gets the same 400.
  "POST /api/v1/billing/webhook": () => ({ json: { type: "checkout.session.completed" } }),
  "GET /api/v1/billing/payments/:id": ({ ids }) => ({ path: `/api/v1/billing/payments/${ids.paymentId}` }),
  "POST /api/v1/api-keys": () => ({ json: { name: "Matrix key" } }),
  "DELETE /api/v1/api-keys/:id": ({ ids }) => ({ path: `/api/v1/api-keys/${ids.spareApiKeyId}` }),

  "PUT /api/v1/listings/draft": () => ({ json: { facts: { bedrooms: 2 } } }),
  "GET /api/v1/listings/facts-from-grade/:gradeId": ({ ids }) => ({ path: `/api/v1/listings/facts-from-grade/${ids.gradeId}` }),
  "POST /api/v1/listings/bulk": ({ bulkCsv }) => ({ json: { fileName: "matrix.csv", csv: bulkCsv } }),
  "GET /api/v1/listings/bulk/:id": ({ ids }) => ({ path: `/api/v1/listings/bulk/${ids.bulkJobId}` }),
  "GET /api/v1/listings/bulk/:id/results": ({ ids }) => ({ path: `/api/v1/listings/bulk/${ids.bulkJobId}/results` }),
  "POST /api/v1/listings/generate": ({ facts }) => ({ json: { facts } }),
  "GET /api/v1/listings/:id": ({ ids }) => ({ path: `/api/v1/listings/${ids.listingId}` }),
  "PATCH /api/v1/listings/:id": ({ ids }) => ({ path: `/api/v1/listings/${ids.listingId}`, json: { title: "Alfama flat with a river view" } }),
  "DELETE /api/v1/listings/:id": ({ ids }) => ({ path: `/api/v1/listings/${ids.listingId}` }),
  "POST /api/v1/listings/:id/duplicate": ({ ids }) => ({ path: `/api/v1/listings/${ids.listingId}/duplicate` }),
  "POST /api/v1/listings/:id/regenerate-section": ({ ids }) => ({ path: `/api/v1/listings/${ids.listingId}/regenerate-section`, json: { section: "notes" } }),
  "GET /api/v1/listings/:id/export": ({ ids }) => ({ path: `/api/v1/listings/${ids.listingId}/export` }),
  "POST /api/v1/homes": ({ facts }) => ({ json: { name: "Matrix home", facts } }),
  "GET /api/v1/homes/:id": ({ ids }) => ({ path: `/api/v1/homes/${ids.homeId}` }),
  "PATCH /api/v1/homes/:id": ({ ids }) => ({ path: `/api/v1/homes/${ids.homeId}`, json: { name: "Alfama flat" } }),
  "DELETE /api/v1/homes/:id": ({ ids }) => ({ path: `/api/v1/homes/${ids.homeId}` }),
  "POST /api/v1/homes/:id/grade": ({ ids }) => ({ path: `/api/v1/homes/${ids.homeId}/grade`, json: {} }),
  "GET /api/v1/homes/:id/market": ({ ids }) => ({ path: `/api/v1/homes/${ids.homeId}/market` }),
  "POST /api/v1/places/nearby": () => ({ json: { location: { city: "Lisbon", country: "Portugal" } } }),

  "POST /api/v1/captions": ({ photo }) => ({ form: photo }),
  "POST /api/v1/captions/sets": () => ({ json: { name: "Matrix set" } }),
  "GET /api/v1/captions/sets/:id": ({ ids }) => ({ path: `/api/v1/captions/sets/${ids.captionSetId}` }),
  "PATCH /api/v1/captions/sets/:id": ({ ids }) => ({ path: `/api/v1/captions/sets/${ids.captionSetId}`, json: { name: "Renamed" } }),
  "DELETE /api/v1/captions/sets/:id": ({ ids }) => ({ path: `/api/v1/captions/sets/${ids.captionSetId}` }),
  "GET /api/v1/captions/sets/:id/export": ({ ids }) => ({ path: `/api/v1/captions/sets/${ids.captionSetId}/export` }),
  "POST /api/v1/captions/photos/:id/caption": ({ ids }) => ({ path: `/api/v1/captions/photos/${ids.photoId}/caption`, json: { roomType: "bedroom" } }),
  "GET /api/v1/captions/photos/:id/file": ({ ids }) => ({ path: `/api/v1/captions/photos/${ids.photoId}/file` }),
  "DELETE /api/v1/captions/photos/:id": ({ ids }) => ({ path: `/api/v1/captions/photos/${ids.photoId}` }),

  // The API's not-found answer, for any method and any path under /api the routes above do not take.
  "ALL /api/*": () => [
    { method: "GET", path: "/api/v1/no-such-endpoint" },
    { method: "POST", path: "/api/no-such-endpoint", json: {} },
  ],
  // The web app: pages for signed-in users are public shells (their data comes from the API above); admin pages are
  // refused by the server itself.
  "GET /*": () => [
    { policy: "public", path: "/pricing" },
    { policy: "public", path: "/dashboard" },
    { policy: "adminPage", path: "/token-usage" },
    { policy: "captionPage", path: "/image-caption-generator" },
    { policy: "adminPage", path: "/logo" },
    { policy: "adminPage", path: "/markets" },
  ],
  "HEAD /*": () => [
    { policy: "public", path: "/pricing" },
    { policy: "adminPage", path: "/token-usage" },
  ],
  // A page's form sent by the browser itself: refused alike for everyone, even on an admin page's path.
  "POST /*": () => [{ path: "/contact" }, { path: "/token-usage" }],
};
