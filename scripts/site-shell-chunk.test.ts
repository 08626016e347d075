import { describe, expect, it } from "vitest";
import { GROUPS, gatherGroups } from "./site-shell-chunk";

// A module graph shaped like the app's: the ids as Rolldown gives them, absolute paths.
const root = "/app/app/root.tsx";
const appCss = "/app/app/app.css";
const layout = "/app/app/components/layout/site-layout.tsx";
const reactDom = "/app/node_modules/react-dom/index.js";
const header = "/app/app/components/layout/header.tsx";
const icons = "/app/app/components/ui/first-paint-icons.tsx";
const pageMeta = "/app/app/features/brand/page-meta.ts";
const structuredData = "/app/app/features/brand/structured-data.ts";
const siteOrigin = "/app/app/lib/site-origin.ts";
const creditPacks = "/app/core/credits/credit-packs.ts";
const dashboard = "/app/app/routes/dashboard.tsx";
const lucideIndex = "/app/node_modules/lucide-react/dist/esm/lucide-react.mjs";

function graph(edges: Record<string, string[]>) {
  const ids = [...new Set([...Object.keys(edges), ...Object.values(edges).flat()])];
  return { ids, importsOf: (id: string) => edges[id] ?? [] };
}

describe("gatherGroups", () => {
  const app = graph({
    [root]: [appCss, siteOrigin],
    [layout]: [header],
    [header]: [icons],
    [reactDom]: [],
    [pageMeta]: [siteOrigin],
    [structuredData]: [pageMeta, creditPacks],
    [dashboard]: [header, creditPacks],
  });

  it("puts what the root, the layout and React DOM import in the site shell, and the rest of the meta in public-pages", () => {
    const members = gatherGroups(GROUPS, app.ids, app.importsOf);
    expect(Object.fromEntries(members)).toEqual({
      [layout]: "site-shell",
      [reactDom]: "site-shell",
      [header]: "site-shell",
      [icons]: "site-shell",
      // Reached by both groups: the first one takes it.
      [siteOrigin]: "site-shell",
      [pageMeta]: "public-pages",
      [structuredData]: "public-pages",
      [creditPacks]: "public-pages",
    });
    expect(members.has(dashboard)).toBe(false);
  });

  it("follows the root route's imports but leaves the root and its style sheet to their own chunk", () => {
    const members = gatherGroups(GROUPS, app.ids, app.importsOf);
    expect(members.get(siteOrigin)).toBe("site-shell");
    // In the shell, the sheet was reachable from every lazy chunk, and loaded a second time when the first one came.
    expect(members.has(root)).toBe(false);
    expect(members.has(appCss)).toBe(false);
  });

  it("fails when a group's root module is missing, naming the group", () => {
    const withoutMeta = graph({ [root]: [], [layout]: [], [reactDom]: [], [structuredData]: [] });
    expect(() => gatherGroups(GROUPS, withoutMeta.ids, withoutMeta.importsOf)).toThrow("public-pages: found 1 of its 2 root modules");
  });

  it("fails when the shell reaches lucide-react's index, naming the module that imports it", () => {
    const barrel = graph({ [root]: [], [layout]: [header], [header]: [lucideIndex], [reactDom]: [], [pageMeta]: [], [structuredData]: [] });
    expect(() => gatherGroups(GROUPS, barrel.ids, barrel.importsOf)).toThrow(`site-shell: ${header} imports lucide-react's index`);
  });
});
