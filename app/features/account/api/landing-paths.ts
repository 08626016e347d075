/** Where the confirmation link lands: better-auth verifies the address, signs the user in and sends them here. */
export const VERIFIED_EMAIL_LANDING = "/verify-email?verified=1";

/** The page the reset e-mail's link lands on (better-auth adds ?token=… or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_LANDING = "/reset-password/confirm";

/** Where an outside provider (Google, OpenID Connect) sends the user back, with `redirect` kept for afterwards. */
export function providerCallbackPath(redirect: string): string {
  return `/auth/callback?redirect=${encodeURIComponent(redirect)}`;
}
