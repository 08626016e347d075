import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/**
 * The paths RegExpRouter cannot hold, because a parameter sits beside fixed words at the same place:
 * /api/v1/listings/:id beside /api/v1/listings/writer, /draft, /generate, /bulk/… (public paths, kept as they are).
 */
export const TRIE_ROUTED_PREFIX = "/api/v1/listings/";

/** The route's fixed start, up to its first parameter or wildcard. */
function fixedStart(path: string): string {
  const end = path.search(/[:*]/);
  return end === -1 ? path : path.slice(0, end);
}

/** Whether some path under `prefix` could match `path` (a route pattern), as far as its fixed start tells. */
function mayMatchUnder(prefix: string, path: string): boolean {
  const start = fixedStart(path);
  return start.startsWith(prefix) || (start !== path && prefix.startsWith(start));
}

/**
 * Hono's fastest router, RegExpRouter, matches a request with one regular expression (a static path from a map), but
 * refuses the listing routes (TRIE_ROUTED_PREFIX); Hono's default router then uses TrieRouter for every request, which
 * took 2-3 µs a match here against 0.1-1 µs (docs/decisions/042). This router sends a request under the prefix to a
 * TrieRouter holding every route that may match there (the listing routes and the middleware and catch-alls above them,
 * in the order they were added), and any other request to the default router holding every other route, which then
 * chooses RegExpRouter (app-router.test.ts checks that it does). A request meets exactly the handlers, in the same
 * order, that one router of every route would give it.
 */
export class AppRouter<T> implements Router<T> {
  name = "AppRouter";
  readonly underPrefix = new TrieRouter<T>();
  readonly elsewhere = new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });

  constructor(readonly prefix: string = TRIE_ROUTED_PREFIX) {}

  add(method: string, path: string, handler: T): void {
    if (mayMatchUnder(this.prefix, path)) this.underPrefix.add(method, path, handler);
    if (!fixedStart(path).startsWith(this.prefix)) this.elsewhere.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    return path.startsWith(this.prefix) ? this.underPrefix.match(method, path) : this.elsewhere.match(method, path);
  }
}
