import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, RequestViewer } from "../context";
import { AppError } from "../errors";
import { getViewer } from "./resolve-viewer";

/**
 * Who may call a route, declared on the route itself (routes/define-route.ts for the API, declareAccess for the few
 * plain routes) and checked before its body is read. The authorization matrix and scripts/list-route-access.ts read
 * the declarations back from the app, so there is no second list to keep in step.
 */
export const ACCESS_LEVELS = ["public", "signedIn", "sessionOnly", "admin", "metricsToken", "sitePages", "betterAuth"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
/** The levels a route of the API may declare through defineRoute. */
export type ApiAccess = "public" | "signedIn" | "sessionOnly" | "admin";

export const ACCESS_MEANING: Record<Access, string> = {
  public: "anyone, with or without credentials",
  signedIn: "a signed-in user, by session or API key",
  sessionOnly: "a person signed in with a session; an API key is refused (keys cannot manage keys)",
  admin: "an administrator signed in with a session; every API key is refused, an admin's own too",
  metricsToken: "only the bearer of METRICS_TOKEN",
  sitePages: "the web app: each page's access is declared in contracts/site-routes.ts (admin pages, and the caption generator for users without caption credits, redirect)",
  betterAuth: "better-auth's own endpoints: each decides from the session cookie alone (sign-up, sign-in and reset are open)",
};

/** What each caller meets: anything but 401/403 is "allowed" (a 400 or a 404 for a missing id passed authorization). */
export type Outcome = "allowed" | "unauthenticated" | "forbidden";
export const CALLERS = ["visitor", "user", "admin", "apiKey"] as const;
export type Caller = (typeof CALLERS)[number];

/** The outcome of each level for each caller; `apiKey` is a plain user's key (an admin's key is held to the same). */
export const ACCESS_OUTCOMES: Partial<Record<Access, Record<Caller, Outcome>>> = {
  public: { visitor: "allowed", user: "allowed", admin: "allowed", apiKey: "allowed" },
  signedIn: { visitor: "unauthenticated", user: "allowed", admin: "allowed", apiKey: "allowed" },
  sessionOnly: { visitor: "unauthenticated", user: "allowed", admin: "allowed", apiKey: "forbidden" },
  admin: { visitor: "unauthenticated", user: "forbidden", admin: "allowed", apiKey: "forbidden" },
  // None of the four holds METRICS_TOKEN.
  metricsToken: { visitor: "unauthenticated", user: "unauthenticated", admin: "unauthenticated", apiKey: "unauthenticated" },
};

/**
 * The context of a route that needs a signed-in caller: `c.var.user` is that caller. (Added beside `viewer` rather
 * than narrowing it, so that such a context still passes where a Context<AppEnv> is taken.)
 */
export type SignedInEnv = { Variables: AppEnv["Variables"] & { user: RequestViewer } };
export type AccessEnv<A extends ApiAccess> = A extends "public" ? AppEnv : SignedInEnv;

const DECLARED = Symbol("declared access");
type Tagged = { [DECLARED]?: Access };

/** Marks a handler or middleware with the access of the route it is registered on. */
export function declareAccess<H extends (...args: never[]) => unknown>(access: Access, handler: H): H {
  (handler as Tagged)[DECLARED] = access;
  return handler;
}

/** The access a handler or middleware was marked with, if any. */
export function declaredAccess(handler: unknown): Access | undefined {
  return typeof handler === "function" ? (handler as Tagged)[DECLARED] : undefined;
}

/**
 * The caller if `access` lets them in: 401 for a visitor where any sign-in is needed; 403 for an API key where a
 * session is needed (a leaked key cannot mint successors or revoke its owner's keys, nor reach admin endpoints,
 * docs/decisions/008-api-keys.md); 403 for a user where an admin is needed.
 */
export async function checkAccess(c: Context<AppEnv>, access: Exclude<ApiAccess, "public">): Promise<RequestViewer> {
  const viewer = await getViewer(c);
  if (!viewer) throw new AppError("unauthorized", "Please sign in to continue.");
  if (access === "sessionOnly" && viewer.apiKeyId) {
    throw new AppError("forbidden", "API keys cannot manage API keys. Sign in to the API dashboard to do this.");
  }
  if (access === "admin") {
    if (viewer.apiKeyId) throw new AppError("forbidden", "API keys cannot reach admin endpoints. Sign in as an administrator instead.");
    if (viewer.role !== "admin") throw new AppError("forbidden", "This needs an administrator account.");
  }
  return viewer;
}

/**
 * The route's first middleware: checks access (before any validator reads the body, so a visitor's bad body is a 401,
 * not a 400 or 415), puts the caller on the context, then runs `then` (idempotency) or the route.
 */
export function accessGuard<A extends ApiAccess>(access: A, then?: MiddlewareHandler<AppEnv>): MiddlewareHandler<AccessEnv<A>> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (access !== "public") (c as unknown as Context<SignedInEnv>).set("user", await checkAccess(c, access));
    return then ? then(c, next) : next();
  };
  return declareAccess(access, guard) as unknown as MiddlewareHandler<AccessEnv<A>>;
}
