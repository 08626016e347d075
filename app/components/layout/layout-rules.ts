/** The visibility and active-link rules of spec §2, kept pure so they are tested on their own. */

/** Routes that show the dashboard sidebar to a signed-in user. */
export const SIDE_NAV_ROUTES = ["/dashboard", "/profile", "/credit-history", "/listing-history", "/homes", "/api-dashboard", "/api-testing"];

/** A link is active when the path starts with the link path; Home is active only on exactly "/". */
export function isNavLinkActive(linkPath: string, pathname: string): boolean {
  if (linkPath === "/") return pathname === "/";
  return pathname.startsWith(linkPath);
}

function isUnder(base: string, pathname: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function showsSideNav(pathname: string, signedIn: boolean): boolean {
  return signedIn && SIDE_NAV_ROUTES.some((route) => isUnder(route, pathname));
}

/** Quick Actions: signed-in users only; hidden on dashboard routes, on /create-listing and on any route containing /api-. */
export function showsQuickActions(pathname: string, signedIn: boolean): boolean {
  if (!signedIn) return false;
  if (isUnder("/dashboard", pathname) || isUnder("/create-listing", pathname)) return false;
  return !pathname.includes("/api-");
}

/** The hero is hidden on the grader page (spec §2). */
export function showsHero(pathname: string): boolean {
  return !isUnder("/listing-quality-grader", pathname);
}

/** Avatar initials (spec §3): first letters of the name's words, at most 2, uppercased; else the e-mail's first 2; else "U". */
export function getInitials(fullName: string | null | undefined, email: string | null | undefined): string {
  const words = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) return words.map((w) => Array.from(w)[0] ?? "").join("").slice(0, 2).toUpperCase();
  const address = (email ?? "").trim();
  if (address) return Array.from(address).slice(0, 2).join("").toUpperCase();
  return "U";
}

/** The footer's element id: its code loads when this element nears the viewport (site-layout.tsx). */
export const FOOTER_ID = "site-footer";
