import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/**
 * Decides who the caller is, once per request, for every handler and for the admin-only page redirects.
 * Until sessions exist (the accounts issue adds better-auth here) every caller is a visitor.
 */
export const resolveViewer = createMiddleware<AppEnv>(async (c, next) => {
  c.set("viewer", null);
  await next();
});
