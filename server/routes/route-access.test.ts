import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { ACCESS_LEVELS } from "../auth/access";
import type { AppDeps } from "../context";
import { parseEnv } from "../env";
import { listRouteAccess, renderAccessMatrix } from "./list-route-access";

// As scripts/list-route-access.ts does: building the app registers its routes; nothing else is needed to read them.
const app = createApp({ env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }) } as AppDeps);

describe("the access each route declares", () => {
  it("is declared by every route of the app", () => {
    const routes = listRouteAccess(app);
    expect(routes.length).toBeGreaterThan(60);
    const undeclared = routes.filter((route) => route.access === null).map((route) => route.route);
    expect(undeclared, `Routes that declare no access: use defineRoute, or declareAccess for a plain route`).toEqual([]);
    for (const { access } of routes) expect(ACCESS_LEVELS).toContain(access);
  });

  it("would be caught missing: a route added without a declaration is listed with none", () => {
    const bare = createApp({ env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }) } as AppDeps);
    bare.get("/api/v1/undeclared", (c) => c.text("hi"));
    expect(listRouteAccess(bare)).toContainEqual({ route: "GET /api/v1/undeclared", access: null });
  });

  it("is what docs/authorization-matrix.md says (npm run routes -- --write regenerates it)", () => {
    expect(fs.readFileSync("docs/authorization-matrix.md", "utf8")).toBe(renderAccessMatrix(listRouteAccess(app)));
  });

});
