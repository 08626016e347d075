import { describe, expect, it } from "vitest";
import appRoutes from "./routes";
import { SITE_ROUTES, findSiteRoute, matchesRoutePattern } from "../contracts/site-routes";

interface RouteNode {
  path?: string;
  children?: RouteNode[];
  index?: boolean;
}

function collectPaths(nodes: RouteNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.index ? ["/"] : node.path ? [`/${node.path}`] : []),
    ...collectPaths(node.children ?? []),
  ]);
}

describe("the route table", () => {
  it("app/routes.ts renders exactly the paths the server knows (plus the catch-all)", () => {
    const rendered = collectPaths(appRoutes as RouteNode[]).filter((p) => p !== "/*").sort();
    expect(rendered).toEqual(SITE_ROUTES.map((r) => r.path).sort());
  });

  it("matches concrete paths to patterns", () => {
    expect(matchesRoutePattern("/blog/:slug", "/blog/house-rules")).toBe(true);
    expect(matchesRoutePattern("/blog/:slug", "/blog")).toBe(false);
    expect(matchesRoutePattern("/blog/:slug", "/blog/a/b")).toBe(false);
    expect(matchesRoutePattern("/dashboard/*", "/dashboard/settings/x")).toBe(true);
    expect(matchesRoutePattern("/dashboard/*", "/dashboard")).toBe(false);
    expect(matchesRoutePattern("/pricing", "/pricing/")).toBe(true);
  });

  it("finds the route of a path, admin-only ones included, and nothing for unknown paths", () => {
    expect(findSiteRoute("/")?.path).toBe("/");
    expect(findSiteRoute("/logo")?.access).toBe("admin");
    expect(findSiteRoute("/auth/callback")?.path).toBe("/auth/callback");
    expect(findSiteRoute("/auth/sign-in")?.path).toBe("/auth/*");
    expect(findSiteRoute("/nowhere")).toBeUndefined();
  });
});
