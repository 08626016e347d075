import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv } from "../context";
import { AppError } from "../errors";
import { consumeRateLimitWithOthers } from "../services/rate-limits/consume-rate-limit-with-others";
import { pruneApiRecords } from "../services/api-keys/record-api-request";
import { isLastUseStale, touchApiKey } from "../services/api-keys/verify-api-key";

const RATE_WINDOW_SECONDS = 60;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** "/api/v1/api-keys/:id" as the OpenAPI document writes it: "/api/v1/api-keys/{id}". */
export function toRoutePattern(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/**
 * `Authorization: Bearer <API key>` on /api/v1: the key's user becomes the viewer (marked with apiKeyId), its
 * per-minute limit is counted in the database on every request, and the request is logged for the dashboard when it is
 * answered (written behind, in batches). The key's lookup is held for at most a second (api-key-cache.ts). A
 * malformed, unknown or revoked key is refused with 401 invalid_api_key, whatever cookie comes with it.
 */
export function apiKeyAuth() {
  let lastPrune = 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    if (header === undefined) return next();
    const { database, env, logger, apiKeyCache, apiRequestLog } = c.var.deps;
    const db = database.db;
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new AppError("invalid_api_key", "Send your API key as `Authorization: Bearer <key>`.");
    const verified = await apiKeyCache.verify(db, token);
    if (!verified) throw new AppError("invalid_api_key", "This API key is not valid: it is unknown or has been revoked.");
    const { viewer } = verified;
    const apiKeyId = viewer.apiKeyId;
    const started = performance.now();
    const log = (status: number) =>
      apiRequestLog.record({
        apiKeyId,
        userId: viewer.id,
        method: c.req.method,
        route: toRoutePattern(routePath(c)),
        status,
        durationMs: Math.round(performance.now() - started),
      });

    const limit = await consumeRateLimitWithOthers(db, { key: `api-key:${apiKeyId}`, limit: env.API_KEY_RATE_LIMIT, windowSeconds: RATE_WINDOW_SECONDS });
    const rateHeaders = {
      "X-RateLimit-Limit": String(limit.limit),
      "X-RateLimit-Remaining": String(Math.max(0, limit.limit - limit.count)),
      "X-RateLimit-Reset": String(Math.ceil(limit.resetsAt.getTime() / 1000)),
    };
    if (!limit.allowed) {
      log(429);
      throw new AppError(
        "rate_limited",
        `This API key made ${limit.limit} requests in the last minute, its limit. Try again in ${limit.retryAfterSeconds} seconds.`,
        { limit: limit.limit, windowSeconds: RATE_WINDOW_SECONDS, retryAfterSeconds: limit.retryAfterSeconds },
        { ...rateHeaders, "Retry-After": String(limit.retryAfterSeconds) },
      );
    }
    c.set("viewer", viewer);
    // The lookup read last_used_at: the (conditional) write runs only when it is due, not as a statement a request.
    if (isLastUseStale(verified.lastUsedAt)) {
      const now = new Date();
      apiKeyCache.noteUsed(token, now);
      await touchApiKey(db, apiKeyId, now);
    }
    await next();
    for (const [name, value] of Object.entries(rateHeaders)) c.res.headers.set(name, value);
    log(c.res.status);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneApiRecords(db).catch((error: unknown) => logger.warn({ err: error }, "could not prune the API request log"));
    }
  });
}
