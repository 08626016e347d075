import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

interface BodyLimitOptions {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}

/**
 * Hono's bodyLimit, without its cost for a body that says its length. Hono's asks for `c.req.raw.body` first, which
 * makes @hono/node-server build a whole fetch Request (a ReadableStream over the socket and an AbortController) even
 * when the Content-Length header alone decides. Node's HTTP parser holds a body to its Content-Length, so that header
 * is enough; the route then reads the body straight from the socket (the adapter's fast path). A chunked body, or one
 * without a length (in-process requests), goes through Hono's, which counts the bytes as they come.
 */
export function limitBody(options: BodyLimitOptions): MiddlewareHandler {
  const counted = bodyLimit(options);
  return (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return counted(c, next);
    return Number.parseInt(length, 10) > options.maxSize ? Promise.resolve(options.onError(c)) : next();
  };
}
