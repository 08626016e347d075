import { describe, expect, it } from "vitest";
import { trimClientManifest } from "./client-manifest";

const manifest = {
  entry: { module: "/assets/entry.client-a.js", imports: ["/assets/jsx-runtime-b.js"], css: [] },
  routes: {
    root: { id: "root", path: "", hasLoader: false, hasDefaultExport: true, module: "/assets/root-c.js", imports: ["/assets/jsx-runtime-b.js", "/assets/api-d.js"], css: ["/assets/root-e.css"] },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home-f.js", css: [] },
  },
  url: "/assets/manifest-1234abcd.js",
  version: "1234abcd",
};
const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

describe("the client manifest without its chunk lists", () => {
  it("drops each route's imports and keeps everything else as written, the entry's list too", () => {
    const { source: trimmed, trimmedLists } = trimClientManifest(source);
    expect(trimmedLists).toBe(1);
    expect(trimmed.startsWith("window.__reactRouterManifest={")).toBe(true);
    const parsed = JSON.parse(trimmed.slice("window.__reactRouterManifest=".length, -1));
    expect(parsed).toEqual({
      entry: manifest.entry,
      routes: {
        root: { id: "root", path: "", hasLoader: false, hasDefaultExport: true, module: "/assets/root-c.js", css: ["/assets/root-e.css"] },
        "routes/home": manifest.routes["routes/home"],
      },
      url: manifest.url,
      version: manifest.version,
    });
  });

  it("is the same when run twice, and refuses a file that is not the manifest", () => {
    const once = trimClientManifest(source).source;
    expect(trimClientManifest(once)).toEqual({ source: once, trimmedLists: 0 });
    expect(() => trimClientManifest("export const x = 1;")).toThrow(/Not a React Router client manifest/);
  });
});
