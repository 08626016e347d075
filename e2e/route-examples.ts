import { SITE_ROUTES } from "../contracts/site-routes";

/** A concrete URL for each route of the table (patterns filled in), with the layout it must show. */
export const ROUTE_EXAMPLES = SITE_ROUTES.map((route) => ({
  ...route,
  url: route.path.replace(":slug", "writing-house-rules").replace("*", "overview"),
}));

/** Pages the server itself refuses to a visitor (a redirect to /auth): admin pages and the caption generator. */
export function redirectsVisitor(route: { access: string }): boolean {
  return route.access === "admin" || route.access === "caption-credits";
}

export const PUBLIC_SITE_EXAMPLES = ROUTE_EXAMPLES.filter((r) => !redirectsVisitor(r));
