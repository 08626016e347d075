/**
 * The provider a new session came from, named by the better-auth endpoint that made it: e-mail and password (sign-in,
 * or the verification link that signs in), a social or OpenID Connect provider's callback. Other endpoints that set
 * the session cookie again (a session refreshed by /get-session, a changed password) are not sign-ins: undefined.
 */
export function signInProvider(path: string, params: Record<string, unknown> | undefined): string | undefined {
  if (path === "/callback/:id" && typeof params?.id === "string") return params.id;
  if (path === "/oauth2/callback/:providerId" && typeof params?.providerId === "string") return params.providerId;
  if (path === "/sign-in/email" || path === "/verify-email" || path === "/sign-up/email") return "email";
  return undefined;
}
