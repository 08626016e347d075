import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { roleSchema } from "../../contracts/session";
import type { AppEnv, RequestViewer } from "../context";

/**
 * Who the caller is, decided once per request and kept on the context: on /api/v1 an API key was already resolved by
 * middleware/api-key-auth.ts (and wins over a cookie); otherwise the session cookie.
 */
export async function getViewer(c: Context<AppEnv>): Promise<RequestViewer | null> {
  const known = c.get("viewer");
  if (known !== undefined) return known;
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  const viewer = session
    ? {
        id: session.user.id,
        name: session.user.name,
        email: session.user.email,
        role: roleSchema.catch("user").parse(session.user.role),
      }
    : null;
  c.set("viewer", viewer);
  return viewer;
}

/** For the API: every handler can read c.var.viewer. Pages resolve it only where they need it (admin-only routes). */
export const resolveViewer = createMiddleware<AppEnv>(async (c, next) => {
  await getViewer(c);
  await next();
});
