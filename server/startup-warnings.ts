import type { Env } from "./env";

/** Settings that start but will not do what the operator wants: each is logged as a warning at start. */
export function startupWarnings(env: Pick<Env, "FORCE_HTTPS" | "TRUST_PROXY" | "BASE_URL">): string[] {
  const warnings: string[] = [];
  if (env.FORCE_HTTPS && !env.TRUST_PROXY) {
    warnings.push(
      "FORCE_HTTPS is set without TRUST_PROXY: behind a proxy that ends TLS every request reaches this server as http and is redirected to https again, a loop. Set TRUST_PROXY when a proxy sends X-Forwarded-Proto.",
    );
  }
  if (env.FORCE_HTTPS && !env.BASE_URL?.startsWith("https:")) {
    warnings.push("FORCE_HTTPS is set but BASE_URL is not an https:// address: the redirect goes to BASE_URL's host on https. Set BASE_URL to the public https origin.");
  }
  return warnings;
}
