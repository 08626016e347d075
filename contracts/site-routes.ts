/**
 * The route table of the product spec (§2), shared by the web app (which renders it) and the server (which
 * serves it: admin-only redirects, 404 status for unknown paths). app/routes.ts must list the same paths; a test
 * holds the two together.
 */
/**
 * `caption-credits`: a signed-in user who holds image-caption credits, or an admin (DESIGN, "Captions (revised)"); a
 * visitor is sent to /auth, a user without them to /, as for an admin page.
 */
export type RouteAccess = "public" | "signed-in" | "caption-credits" | "admin";
export type RouteLayout = "bare" | "site";

export interface SiteRoute {
  path: string;
  layout: RouteLayout;
  access: RouteAccess;
  /** Rendered to static HTML at build time (public pages that search engines and first-time visitors see). */
  prerender?: boolean;
  /**
   * A pattern whose every real page is prerendered (a blog post per file under content/blog): the server answers a
   * path of it with no prerendered page as not found (404), not with the single-page app.
   */
  onlyPrerenderedPages?: boolean;
}

export const SITE_ROUTES = [
  { path: "/auth", layout: "bare", access: "public" },
  { path: "/auth/callback", layout: "bare", access: "public" },
  { path: "/auth/*", layout: "bare", access: "public" },
  { path: "/reset-password", layout: "bare", access: "public" },
  { path: "/reset-password/confirm", layout: "bare", access: "public" },
  { path: "/verify-email", layout: "bare", access: "public" },

  { path: "/", layout: "site", access: "public", prerender: true },
  { path: "/pricing", layout: "site", access: "public", prerender: true },
  { path: "/blog", layout: "site", access: "public", prerender: true },
  { path: "/blog/:slug", layout: "site", access: "public", onlyPrerenderedPages: true },
  { path: "/listing-quality-grader", layout: "site", access: "public", prerender: true },
  { path: "/user-guide", layout: "site", access: "public", prerender: true },
  { path: "/contact", layout: "site", access: "public", prerender: true },
  { path: "/privacy", layout: "site", access: "public", prerender: true },
  { path: "/terms", layout: "site", access: "public", prerender: true },

  { path: "/dashboard", layout: "site", access: "signed-in" },
  { path: "/dashboard/*", layout: "site", access: "signed-in" },
  { path: "/create-listing", layout: "site", access: "signed-in" },
  { path: "/listing-history", layout: "site", access: "signed-in" },
  { path: "/homes", layout: "site", access: "signed-in" },
  { path: "/homes/:id", layout: "site", access: "signed-in" },
  { path: "/listings/:id", layout: "site", access: "signed-in" },
  { path: "/credit-history", layout: "site", access: "signed-in" },
  { path: "/profile", layout: "site", access: "signed-in" },
  { path: "/api-dashboard", layout: "site", access: "signed-in" },
  { path: "/api-testing", layout: "site", access: "signed-in" },
  { path: "/airbnb-scraper", layout: "site", access: "signed-in" },
  { path: "/billing/success", layout: "site", access: "signed-in" },
  { path: "/billing/cancel", layout: "site", access: "public" },

  { path: "/image-caption-generator", layout: "site", access: "caption-credits" },
  { path: "/token-usage", layout: "site", access: "admin" },
  { path: "/markets", layout: "site", access: "admin" },
  { path: "/logo", layout: "site", access: "admin" },
] as const satisfies readonly SiteRoute[];

export const PRERENDERED_PATHS: string[] = SITE_ROUTES.filter((r: SiteRoute) => r.prerender).map((r) => r.path);

export const ADMIN_ONLY_PATHS: string[] = SITE_ROUTES.filter((r: SiteRoute) => r.access === "admin").map((r) => r.path);

/** Whether a concrete path (e.g. "/blog/house-rules") matches a route pattern (e.g. "/blog/:slug"). */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const patternParts = pattern.split("/");
  const pathParts = normalised.split("/");
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i];
    if (part === "*") return pathParts.length > i && pathParts[i] !== "";
    if (pathParts[i] === undefined) return false;
    if (part?.startsWith(":")) {
      if (pathParts[i] === "") return false;
      continue;
    }
    if (part !== pathParts[i]) return false;
  }
  return patternParts.length === pathParts.length;
}

/** The route a concrete path belongs to, or undefined for an unknown path (the not-found page). */
export function findSiteRoute(path: string): SiteRoute | undefined {
  const exact = SITE_ROUTES.find((r) => !r.path.includes(":") && !r.path.includes("*") && matchesRoutePattern(r.path, path));
  return exact ?? SITE_ROUTES.find((r) => matchesRoutePattern(r.path, path));
}
