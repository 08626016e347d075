// The expected access of every route, read by authorization-matrix.test.ts (nothing else imports it).
// A route added to the app without a line here fails that test; so does a line for a route that is gone.

export const CALLERS = ["visitor", "user", "admin", "apiKey"] as const;
export type Caller = (typeof CALLERS)[number];

/** What a caller meets: anything but 401/403 counts as allowed (a 400 or a 404 for a missing id passed authorization). */
export type Outcome = "allowed" | "unauthenticated" | "forbidden";

/** Who may call, as one name per route. `apiKey` is a key of a plain user; an admin's key is held to the same column. */
export const POLICIES = {
  /** Anyone, with or without credentials. */
  public: { visitor: "allowed", user: "allowed", admin: "allowed", apiKey: "allowed" },
  /** Any signed-in user, by session or API key (requireUser). */
  signedIn: { visitor: "unauthenticated", user: "allowed", admin: "allowed", apiKey: "allowed" },
  /** A person with a session, never a key (requireSessionUser: keys cannot manage keys). */
  sessionOnly: { visitor: "unauthenticated", user: "allowed", admin: "allowed", apiKey: "forbidden" },
  /** better-auth's own endpoints read only the session cookie: a Bearer key there is no credential at all. */
  sessionCookie: { visitor: "unauthenticated", user: "allowed", admin: "allowed", apiKey: "unauthenticated" },
  /** An admin with a session (requireAdmin refuses every key, an admin's own too). */
  admin: { visitor: "unauthenticated", user: "forbidden", admin: "allowed", apiKey: "forbidden" },
  /** An admin-only page: a visitor (or a key, which pages do not read) is sent to /auth, a user to /. */
  adminPage: { visitor: "unauthenticated", user: "forbidden", admin: "allowed", apiKey: "unauthenticated" },
  /** GET /metrics: only the METRICS_TOKEN, which none of the four callers holds. */
  metricsToken: { visitor: "unauthenticated", user: "unauthenticated", admin: "unauthenticated", apiKey: "unauthenticated" },
} as const satisfies Record<string, Record<Caller, Outcome>>;
export type Policy = keyof typeof POLICIES;

/** Real ids of things the signed-in user (and their key) own, made before the matrix runs. */
export interface OwnedIds {
  listingId: string;
  bulkJobId: string;
  gradeId: string;
  paymentId: string;
  /** A second key of the user's, for DELETE /api-keys/:id (the key the matrix calls with stays valid). */
  spareApiKeyId: string;
  captionSetId: string;
  photoId: string;
}

export interface Probe {
  policy: Policy;
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

type Entry = Policy | ((inputs: ProbeInputs) => Probe | Probe[]);

/** Keyed as the router lists routes: "METHOD path", with Hono's :params. */
export const ROUTE_ACCESS: Record<string, Entry> = {
  "GET /api/auth/*": () => [
    { policy: "public", path: "/api/auth/get-session" },
    { policy: "sessionCookie", path: "/api/auth/list-sessions" },
  ],
  "POST /api/auth/*": () => [
    { policy: "public", path: "/api/auth/request-password-reset", json: { email: "nobody@example.com", redirectTo: "/reset-password" } },
    { policy: "sessionCookie", path: "/api/auth/update-user", json: { name: "Matrix Host" } },
  ],
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "GET /metrics": "metricsToken",

  "GET /api/v1/session": "public",
  "GET /api/v1/account": "signedIn",
  "POST /api/v1/page-views": () => ({ policy: "public", json: { path: "/pricing" } }),
  "GET /api/v1/admin/page-views": "admin",
  "POST /api/v1/grader/analyze": ({ graderText }) => ({ policy: "public", json: { text: graderText } }),

  "GET /api/v1/grader/usage": "public",
  "GET /api/v1/grader/history": "signedIn",
  "GET /api/v1/grader/history/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/grader/history/${ids.gradeId}` }),
  "GET /api/v1/grader/history/:id/market": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/grader/history/${ids.gradeId}/market` }),
  // Markets are public data (Inside Airbnb, CC BY 4.0); with none loaded these answer 404, which is still "allowed".
  "GET /api/v1/markets": "public",
  "GET /api/v1/markets/:id/evidence": () => ({ policy: "public", path: "/api/v1/markets/antwerp/evidence" }),
  "GET /api/v1/markets/:id/homes/:homeId/comparison": () => ({ policy: "public", path: "/api/v1/markets/antwerp/homes/1/comparison" }),
  // The test points MARKETPLACE_ORIGIN at a closed port: an admin gets the importer's 502, nothing leaves the machine.
  "POST /api/v1/scrape": () => ({ policy: "admin", json: { url: "https://www.airbnb.com/rooms/12345" } }),
  "POST /api/v1/contact": () => ({
    policy: "public",
    json: { name: "Matrix", email: "matrix@example.com", subject: "Authorization matrix", message: "A message long enough to be accepted by the form." },
  }),
  "GET /api/v1/billing/config": "public",
  "POST /api/v1/billing/checkout": () => ({ policy: "signedIn", json: { packId: 2 } }),
  // Authenticated by Stripe's signature, not by a caller: without Stripe configured every caller gets the same 400.
  "POST /api/v1/billing/webhook": () => ({ policy: "public", json: { type: "checkout.session.completed" } }),
  "GET /api/v1/billing/payments/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/billing/payments/${ids.paymentId}` }),
  "GET /api/v1/credits/transactions": "signedIn",
  "GET /api/v1/credits/transactions.csv": "signedIn",
  "GET /api/v1/api-keys": "signedIn",
  "POST /api/v1/api-keys": () => ({ policy: "sessionOnly", json: { name: "Matrix key" } }),
  "DELETE /api/v1/api-keys/:id": ({ ids }) => ({ policy: "sessionOnly", path: `/api/v1/api-keys/${ids.spareApiKeyId}` }),
  "GET /api/v1/api-usage": "signedIn",
  "GET /api/v1/admin/token-usage": "admin",
  "GET /api/v1/admin/token-usage.csv": "admin",

  "GET /api/v1/listings/writer": "signedIn",
  "GET /api/v1/listings/draft": "signedIn",
  "PUT /api/v1/listings/draft": () => ({ policy: "signedIn", json: { facts: { bedrooms: 2 } } }),
  "DELETE /api/v1/listings/draft": "signedIn",
  "GET /api/v1/listings/facts-from-grade/:gradeId": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/listings/facts-from-grade/${ids.gradeId}` }),
  "GET /api/v1/listings/bulk/template.csv": "public",
  "POST /api/v1/listings/bulk": ({ bulkCsv }) => ({ policy: "signedIn", json: { fileName: "matrix.csv", csv: bulkCsv } }),
  "GET /api/v1/listings/bulk": "signedIn",
  "GET /api/v1/listings/bulk/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/listings/bulk/${ids.bulkJobId}` }),
  "GET /api/v1/listings/bulk/:id/results": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/listings/bulk/${ids.bulkJobId}/results` }),
  "POST /api/v1/listings/generate": ({ facts }) => ({ policy: "signedIn", json: { facts } }),
  "GET /api/v1/listings": "signedIn",
  "GET /api/v1/listings/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/listings/${ids.listingId}` }),
  "PATCH /api/v1/listings/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/listings/${ids.listingId}`, json: { title: "Alfama flat with a river view" } }),
  "DELETE /api/v1/listings/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/listings/${ids.listingId}` }),
  "POST /api/v1/listings/:id/duplicate": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/listings/${ids.listingId}/duplicate` }),
  "POST /api/v1/listings/:id/regenerate-section": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/listings/${ids.listingId}/regenerate-section`, json: { section: "notes" } }),
  "GET /api/v1/listings/:id/export": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/listings/${ids.listingId}/export` }),
  "POST /api/v1/places/nearby": () => ({ policy: "signedIn", json: { location: { city: "Lisbon", country: "Portugal" } } }),
  "GET /api/v1/admin/overview": "admin",

  "GET /api/v1/captions/writer": "signedIn",
  "POST /api/v1/captions": ({ photo }) => ({ policy: "signedIn", form: photo }),
  "POST /api/v1/captions/sets": () => ({ policy: "signedIn", json: { name: "Matrix set" } }),
  "GET /api/v1/captions/sets": "signedIn",
  "GET /api/v1/captions/sets/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/captions/sets/${ids.captionSetId}` }),
  "PATCH /api/v1/captions/sets/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/captions/sets/${ids.captionSetId}`, json: { name: "Renamed" } }),
  "DELETE /api/v1/captions/sets/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/captions/sets/${ids.captionSetId}` }),
  "GET /api/v1/captions/sets/:id/export": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/captions/sets/${ids.captionSetId}/export` }),
  "POST /api/v1/captions/photos/:id/caption": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/captions/photos/${ids.photoId}/caption`, json: { roomType: "bedroom" } }),
  "GET /api/v1/captions/photos/:id/file": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/captions/photos/${ids.photoId}/file` }),
  "DELETE /api/v1/captions/photos/:id": ({ ids }) => ({ policy: "signedIn", path: `/api/v1/captions/photos/${ids.photoId}` }),

  "GET /api/v1/openapi.json": "public",
  "GET /api/docs": "public",
  "GET /api/docs/scalar.js": "public",
  // The API's not-found answer, for any method and any path under /api the routes above do not take.
  "ALL /api/*": () => [
    { policy: "public", method: "GET", path: "/api/v1/no-such-endpoint" },
    { policy: "public", method: "POST", path: "/api/no-such-endpoint", json: {} },
  ],
  "GET /blog/rss.xml": "public",
  "GET /sitemap.xml": "public",
  "GET /robots.txt": "public",
  // The web app: pages for signed-in users are public shells (their data comes from the API above); admin pages are
  // refused by the server itself.
  "GET /*": () => [
    { policy: "public", path: "/pricing" },
    { policy: "public", path: "/dashboard" },
    { policy: "adminPage", path: "/token-usage" },
    { policy: "adminPage", path: "/image-caption-generator" },
    { policy: "adminPage", path: "/logo" },
    { policy: "adminPage", path: "/markets" },
  ],
  "HEAD /*": () => [
    { policy: "public", path: "/pricing" },
    { policy: "adminPage", path: "/token-usage" },
  ],
};
