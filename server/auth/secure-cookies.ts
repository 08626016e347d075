import type { Env } from "../env";

/**
 * Whether cookies carry `Secure`: in production always, and wherever the site is served over https (an https
 * BASE_URL, or FORCE_HTTPS), so that a staging or test server on https does not send its session over plain http.
 */
export function usesSecureCookies(env: Pick<Env, "NODE_ENV" | "FORCE_HTTPS" | "baseUrl">): boolean {
  return env.NODE_ENV === "production" || env.FORCE_HTTPS || env.baseUrl.startsWith("https:");
}
