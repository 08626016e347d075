import { createAuthClient } from "better-auth/react";

/**
 * better-auth's browser client for its endpoints at /api/auth/* (sign-in, sign-up, reset, sessions, profile).
 * The default redirect plugin is off: the app decides where to go after each call (and follows an OAuth URL itself).
 * Who is signed in is still read from GET /api/v1/session (useViewer); after a call that changes it, the caller
 * invalidates `sessionQueryKey`.
 */
export const authClient = createAuthClient({
  // Prerendering evaluates this module in Node at build time, where there is no window: nothing is called there.
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  disableDefaultFetchPlugins: true,
});

export type AuthClient = typeof authClient;
