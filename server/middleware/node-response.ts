import type { ServerResponse } from "node:http";
import type { Http2ServerResponse } from "node:http2";
import type { Context } from "hono";

/**
 * The Node response a request is answered on when @hono/node-server serves it, while its headers can still be set;
 * undefined for an in-process request (`app.request()` in tests), which has no Node response.
 *
 * Headers every answer carries (the security headers, the request id) are set here rather than on the fetch
 * `Response`: touching `c.res.headers` makes an undici `Headers` object and validates every name and value each
 * request, which was most of what a small answer cost beyond Hono itself (docs/decisions/041). The adapter's
 * `writeHead(status, headers)` then adds the answer's own headers over these: a header a route sets itself wins.
 */
export function unsentNodeResponse(c: Context): ServerResponse | Http2ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse | Http2ServerResponse } | undefined)?.outgoing;
  return outgoing && !outgoing.headersSent ? outgoing : undefined;
}
