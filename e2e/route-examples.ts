import { SITE_ROUTES } from "../contracts/site-routes";

/** A concrete URL for each route of the table (patterns filled in), with the layout it must show. */
export const ROUTE_EXAMPLES = SITE_ROUTES.map((route) => ({
  ...route,
  url: route.path.replace(":slug", "writing-house-rules").replace("*", "overview"),
}));

export const PUBLIC_SITE_EXAMPLES = ROUTE_EXAMPLES.filter((r) => r.access !== "admin");
