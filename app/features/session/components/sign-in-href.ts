/** Where a visitor goes to sign in and then come back to `path` (the server's admin redirect uses the same form). */
export function signInHref(path: string, signUp = false): string {
  return `/auth?${signUp ? "signup=true&" : ""}redirect=${encodeURIComponent(path)}`;
}
