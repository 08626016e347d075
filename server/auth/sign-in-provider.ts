/**
 * The provider a new session came from, named by the better-auth endpoint that made it: e-mail and password (sign-in,
 * or the verification link that signs in), a social provider's callback, or the OpenID Connect callback.
 */
export function signInProvider(path: string, params: Record<string, unknown> | undefined): string {
  if (path === "/callback/:id" && typeof params?.id === "string") return params.id;
  if (path === "/oauth2/callback/:providerId" && typeof params?.providerId === "string") return params.providerId;
  if (path === "/sign-in/email" || path === "/verify-email") return "email";
  return path;
}
