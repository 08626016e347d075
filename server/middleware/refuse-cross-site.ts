import { createMiddleware } from "hono/factory";
import { trustedOrigins } from "../auth/trusted-origins";
import type { AppEnv } from "../context";
import type { Env } from "../env";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Defence in depth against cross-site request forgery on /api/v1. The session cookie is SameSite=Lax, so a browser
 * does not send it with another site's POST; and JSON bodies cannot cross origins without a CORS preflight, which this
 * server never grants. What is left is a form or multipart post from a page of the same site (another subdomain) or a
 * browser that ignores SameSite: a write that carries a cookie is refused when the browser says it came from elsewhere
 * (Sec-Fetch-Site) or names another Origin. API keys (Authorization) are not sent by browsers on their own, and callers
 * without a cookie (Stripe's webhook, scripts) are not browsers' ambient authority, so neither is checked.
 */
export function refuseCrossSiteWrites(env: Pick<Env, "NODE_ENV" | "baseUrl">) {
  const allowed = new Set(trustedOrigins(env));
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.header("authorization") !== undefined || c.req.header("cookie") === undefined) return next();
    const site = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    if ((site !== undefined && site !== "same-origin" && site !== "none") || (origin !== undefined && !allowed.has(origin))) {
      throw new AppError("forbidden", "This request came from another site, so it was refused. Use ListingLift's own pages, or an API key.");
    }
    await next();
  });
}
