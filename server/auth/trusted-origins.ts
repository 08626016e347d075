import type { Env } from "../env";

/** The origins whose pages may write with the session cookie: better-auth and refuse-cross-site trust the same ones. */
export function trustedOrigins(env: Pick<Env, "NODE_ENV" | "baseUrl">): string[] {
  const origins = [new URL(env.baseUrl).origin];
  if (env.NODE_ENV === "development") origins.push("http://localhost:5173");
  return origins;
}
