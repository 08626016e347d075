import { SITE_ROUTES, type SiteRoute } from "../../../contracts/site-routes";

/** "/listings/:id" → "/listings/", "/dashboard/*" → "/dashboard/": robots.txt rules are path prefixes. */
function pathPrefix(pattern: string): string {
  const cut = pattern.search(/[:*]/);
  return cut === -1 ? pattern : pattern.slice(0, cut);
}

/**
 * robots.txt: crawlers may read the public pages; the API and the pages that only show something to a signed-in user
 * (or a sign-in form) are not worth their visit. Points to the sitemap on the public origin.
 */
export function buildRobotsTxt(baseUrl: string): string {
  const closed = SITE_ROUTES.filter((route: SiteRoute) => !route.prerender && !route.onlyPrerenderedPages).map((route) => pathPrefix(route.path));
  const prefixes = [...new Set(["/api/", ...closed])].filter((prefix, _, all) => !all.some((other) => other !== prefix && prefix.startsWith(other)));
  return ["User-agent: *", "Allow: /", ...prefixes.sort().map((prefix) => `Disallow: ${prefix}`), "", `Sitemap: ${baseUrl}/sitemap.xml`, ""].join("\n");
}
