import { createHash } from "node:crypto";
import type { RouteConfig } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import { z } from "zod";
import { apiErrorSchema } from "../../contracts/errors";
import { getViewer } from "../auth/resolve-viewer";
import type { AppEnv } from "../context";
import { AppError } from "../errors";
import { jsonContent } from "../routes/create-router";
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from "../services/idempotency/idempotency-records";

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** The same JSON in any key order or spacing is the same request; anything else is compared as sent. */
function canonicalBody(text: string): string {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sort((value as Record<string, unknown>)[k])]))
        : value;
  try {
    return JSON.stringify(sort(JSON.parse(text)));
  } catch {
    return text;
  }
}

export function hashRequest(body: string): string {
  return createHash("sha256").update(canonicalBody(body)).digest("hex");
}

/**
 * `Idempotency-Key` on a paid POST: a retry with the same key and body gets the first answer again (with
 * `Idempotent-Replayed: true`) and never runs — or charges — twice. The same key with another body is 422; while the
 * first request still runs, 409 with Retry-After. Only successful answers are kept (24 hours): a failed request
 * changed nothing, so its retry runs again. Without the header it does nothing. It runs after the route's access check
 * (a visitor never gets here): declare it with `defineRoute({ access, idempotent: true, ... })`.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return next();
  if (!KEY_SHAPE.test(key)) throw new AppError("validation_failed", "Idempotency-Key: 1 to 255 visible ASCII characters, such as a UUID.");
  const viewer = await getViewer(c);
  if (!viewer) throw new AppError("unauthorized", "Please sign in to continue.");
  const db = c.var.deps.database.db;
  const request = { userId: viewer.id, key, method: c.req.method, route: routePath(c), requestHash: hashRequest(await c.req.text()), claimedBy: c.var.deps.instanceId ?? null };
  const claim = await claimIdempotencyKey(db, request, { instanceTimeoutMs: c.var.deps.env.INSTANCE_TIMEOUT_MS });
  if (claim.kind === "mismatch") {
    throw new AppError("idempotency_key_reused", "This Idempotency-Key was used for a different request. Use a new key for each new request.");
  }
  if (claim.kind === "running") {
    throw new AppError("request_in_progress", "A request with this Idempotency-Key is still running. Retry when it has finished.", undefined, { "Retry-After": "1" });
  }
  if (claim.kind === "done") {
    const headers: Record<string, string> = { [REPLAYED_HEADER]: "true" };
    if (claim.contentType) headers["content-type"] = claim.contentType;
    return c.body(claim.body, claim.status as 200, headers);
  }
  try {
    await next();
  } finally {
    const status = c.res.status;
    if (!c.error && status < 400) {
      await completeIdempotencyKey(db, request, { status, body: await c.res.clone().text(), contentType: c.res.headers.get("content-type") });
    } else {
      await releaseIdempotencyKey(db, request);
    }
  }
});

export const idempotencyHeadersSchema = z.object({
  "idempotency-key": z
    .string()
    .regex(KEY_SHAPE, "1 to 255 visible ASCII characters")
    .optional()
    .describe("Any unique string (a UUID): a retry with the same key and body is answered once, and charged once, within 24 hours"),
});

/**
 * The OpenAPI side of an idempotent route: the header, and its 409/422 answers. The middleware itself is run by the
 * route's access guard (routes/define-route.ts).
 */
export function describeIdempotency<R extends RouteConfig>(route: R): R {
  const headers = route.request?.headers;
  const inProgress = "a request with this Idempotency-Key is still running (request_in_progress)";
  const existing = route.responses[409];
  const conflict = existing && "description" in existing ? existing.description : undefined;
  return {
    ...route,
    request: { ...route.request, headers: headers instanceof z.ZodObject ? headers.extend(idempotencyHeadersSchema.shape) : idempotencyHeadersSchema },
    responses: {
      ...route.responses,
      409: jsonContent(apiErrorSchema, conflict ? `${conflict}; or ${inProgress}` : `${inProgress[0]!.toUpperCase()}${inProgress.slice(1)}`),
      422: jsonContent(apiErrorSchema, "This Idempotency-Key was used for a different request (idempotency_key_reused)"),
    },
  };
}
