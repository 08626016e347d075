import type { MiddlewareHandler } from "hono";
import { getClientIp } from "../auth/client-ip";
import type { AppDeps, AppEnv } from "../context";
import { redirectToHttps } from "./https-redirect";
import { recordRequestMetrics } from "./record-request-metrics";
import { assignRequestId } from "./request-id";
import { giveRequestLogger, logRequest } from "./request-logger";
import { writeSecurityHeaders } from "./security-headers";

/**
 * What every request meets before its route and after its answer, in one middleware: each layer of Hono's chain is
 * an async call and a closure a request, which added up to a measurable share of a small answer (docs/benchmarks.md,
 * stop 28). In order: the app's dependencies, the request id, the child logger, the client's address; then the
 * redirect to https or the rest of the chain; then the security headers on whatever answered, the metrics (also when
 * the chain throws something that is not an Error, which Hono's onError does not take) and the request's log line.
 */
export function everyRequest(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("deps", deps);
    const reqId = assignRequestId(c);
    giveRequestLogger(c, deps.logger, reqId);
    c.set("clientIp", getClientIp(c, deps.env.proxyTrust));
    const started = performance.now();
    try {
      const redirect = redirectToHttps(c);
      if (redirect) c.res = redirect;
      else await next();
      writeSecurityHeaders(c);
    } finally {
      recordRequestMetrics(c, deps.metrics, started);
    }
    logRequest(c, deps.logger, reqId, started);
  };
}
