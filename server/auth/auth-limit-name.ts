import { AUTH_RATE_LIMITS } from "./create-auth";

const AUTH_PREFIX = "/api/auth";

/** The metrics label of a refused better-auth request: "auth:/sign-in/email" for a limited endpoint, else "auth". */
export function authLimitName(path: string): string {
  const endpoint = path.startsWith(AUTH_PREFIX) ? path.slice(AUTH_PREFIX.length) : path;
  return endpoint in AUTH_RATE_LIMITS ? `auth:${endpoint}` : "auth";
}
