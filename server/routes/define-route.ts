import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { apiErrorSchema } from "../../contracts/errors";
import { accessGuard, type AccessEnv, type ApiAccess } from "../auth/access";
import { describeIdempotency, idempotency } from "../middleware/idempotency";
import { jsonContent } from "./create-router";

type Declared<A extends ApiAccess> = {
  /** Who may call: checked first, before the body is read; unless public, the handler reads the caller as `c.var.user`. */
  access: A;
  /** Takes an `Idempotency-Key` (paid POSTs): a retry is answered once and charged once. */
  idempotent?: boolean;
};

const SIGN_IN = "Not signed in: send a session cookie or `Authorization: Bearer <API key>` (unauthorized, invalid_api_key)";
const REFUSED: Partial<Record<ApiAccess, string>> = {
  sessionOnly: "Called with an API key: this needs a person signed in with a session (forbidden)",
  admin: "Not an administrator, or called with an API key (forbidden)",
};
/** The OpenAPI security requirement of each level: public routes read a caller when one is sent, but need none. */
const SECURITY: Record<ApiAccess, Record<string, string[]>[]> = {
  public: [{ apiKey: [] }, { session: [] }, {}],
  signedIn: [{ apiKey: [] }, { session: [] }],
  sessionOnly: [{ session: [] }],
  admin: [{ session: [] }],
};

function describeAccess<R extends RouteConfig>(access: ApiAccess, route: R): R {
  if (access === "public") return { ...route, security: route.security ?? SECURITY.public };
  const responses: RouteConfig["responses"] = { ...route.responses, 401: jsonContent(apiErrorSchema, SIGN_IN) };
  const refused = REFUSED[access];
  if (refused) {
    // A route may refuse for reasons of its own too (checkout without payments): both are said.
    const own = route.responses[403];
    const ownText = own && "description" in own ? own.description : undefined;
    responses[403] = jsonContent(apiErrorSchema, ownText ? `${ownText}; or ${refused[0]!.toLowerCase()}${refused.slice(1)}` : refused);
  }
  return { ...route, security: SECURITY[access], responses };
}

/** Puts the Content-Types the route's body takes on the context (a 415 names them), then runs `then`. */
function withBodyTypes(route: RouteConfig, then?: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> | undefined {
  const types = Object.keys(route.request?.body?.content ?? {});
  if (types.length === 0) return then;
  return async (c, next) => {
    c.set("bodyTypes", types);
    return then ? then(c, next) : next();
  };
}

/**
 * A route of the API with its access declared on it: `defineRoute({ access: "signedIn", method, path, ... })` on top
 * of createRoute. The wrapper checks access before any validator reads the body (a visitor's malformed POST is a 401,
 * not a 400 or 415), puts the caller on the context (`c.var.user`, typed, unless public), runs idempotency where
 * asked, and writes the 401/403 answers, the security requirement and `x-access` into the OpenAPI document. The guard
 * carries the level, so the authorization matrix and scripts/list-route-access.ts read who may call from the route.
 */
export function defineRoute<const A extends ApiAccess, R extends Omit<RouteConfig, "middleware">>(config: R & Declared<A>) {
  const { access, idempotent, ...route } = config;
  const described = describeAccess(access, idempotent ? describeIdempotency(route as RouteConfig) : (route as RouteConfig));
  const middleware: MiddlewareHandler<AccessEnv<A>> = accessGuard(access, withBodyTypes(route as RouteConfig, idempotent ? idempotency : undefined));
  return createRoute({ ...(described as Omit<R, "access" | "idempotent">), "x-access": access, middleware });
}
