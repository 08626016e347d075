export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this site, else the dashboard.
 * Rejects other origins ("https://…", "//host", "/\\host") and the auth pages themselves (no loop back to /auth).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, "https://listinglift.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "https://listinglift.invalid") return fallback;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
