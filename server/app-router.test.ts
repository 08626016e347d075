import type { Result } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { AppRouter, TRIE_ROUTED_PREFIX } from "./app-router";
import type { AppDeps } from "./context";
import { parseEnv } from "./env";

// Building the app registers its routes and nothing else (as `npm run routes` does).
const routes = createApp({ env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }) } as AppDeps).routes;

/** A request path for a route pattern: each parameter and wildcard filled in. */
function samplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, "p-1").replace(/\*$/, "some/page").replace(/\*/g, "x");
}

/** What a request meets: its handlers in order (here, the route's index) and each one's parameters. */
function handlersOf([matched, stash]: Result<number>): [number, Record<string, string>][] {
  return matched.map(([index, params]) => {
    const values = Object.fromEntries(Object.entries(params).map(([name, at]) => [name, stash ? stash[at as number]! : (at as string)]));
    return [index, values];
  });
}

const paths = [
  ...new Set([
    ...routes.map((route) => samplePath(route.path)),
    ...[TRIE_ROUTED_PREFIX, "/api/v1/listings", "/api/v1/listingsx", "/api/v1/listings/bulk/", "/api/v1/listings/p-1/nothing", "/", "/api/nowhere", "/api/v1/"],
  ]),
];
const methods = ["GET", "POST", "PATCH", "DELETE", "HEAD", "OPTIONS"];

describe("AppRouter", () => {
  function build<R extends { add(method: string, path: string, handler: number): void }>(router: R): R {
    routes.forEach((route, index) => router.add(route.method, route.path, index));
    return router;
  }

  it("gives every request the handlers and parameters one TrieRouter of every route gives", () => {
    const single = build(new TrieRouter<number>());
    const split = build(new AppRouter<number>());
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) for (const method of methods) expect([method, path, handlersOf(split.match(method, path))]).toEqual([method, path, handlersOf(single.match(method, path))]);
    // The listing routes are reached, with their parameters (not only the catch-alls).
    expect(handlersOf(split.match("GET", "/api/v1/listings/p-1")).some(([index, params]) => routes[index]!.path === "/api/v1/listings/:id" && params.id === "p-1")).toBe(true);
  });

  it("serves every request outside the listing routes with RegExpRouter", () => {
    const split = build(new AppRouter<number>());
    split.match("GET", "/api/health");
    expect(split.elsewhere.activeRouter).toBeInstanceOf(RegExpRouter);
  });

  it("is needed: RegExpRouter refuses the app's routes as a whole", () => {
    expect(() => build(new RegExpRouter<number>()).match("GET", "/api/health")).toThrow(/listings/);
  });
});
