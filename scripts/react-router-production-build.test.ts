import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunksWithDevelopmentWarnings, productionBuildOf } from "./react-router-production-build";

const routerDist = path.resolve("node_modules/react-router/dist");
const exists = (known: string[]) => (file: string) => known.includes(file);

describe("productionBuildOf", () => {
  it("sends a module of React Router's development build to the same file in its production build", () => {
    const dev = "/app/node_modules/react-router/dist/development/dom-export.mjs";
    const prod = "/app/node_modules/react-router/dist/production/dom-export.mjs";
    expect(productionBuildOf(dev, exists([prod]))).toBe(prod);
  });

  it("leaves every other module alone: other packages, and a production module already", () => {
    const none = exists([]);
    expect(productionBuildOf("/app/node_modules/react-dom/cjs/react-dom.production.js", none)).toBeUndefined();
    expect(productionBuildOf("/app/node_modules/react-router/dist/production/index.mjs", none)).toBeUndefined();
    expect(productionBuildOf("/app/node_modules/@react-router/dev/dist/development/x.mjs", none)).toBeUndefined();
    expect(productionBuildOf("/app/app/development/page.tsx", none)).toBeUndefined();
  });

  it("fails the build when the production build lacks the file", () => {
    expect(() => productionBuildOf("/app/node_modules/react-router/dist/development/index.mjs", exists([]))).toThrow(
      /production build has no .*production\/index\.mjs/,
    );
  });

  it("finds, in the installed React Router, the production files of the two entries the app imports, and only the dev flag changed", () => {
    for (const file of ["index.mjs", "dom-export.mjs"]) {
      const production = productionBuildOf(path.join(routerDist, "development", file));
      expect(production).toBe(path.join(routerDist, "production", file));
    }
    // The chunk that declares the flag differs between the builds in that flag alone (its file name differs too).
    const flagChunk = (build: string) => {
      const chunks = fs.readdirSync(path.join(routerDist, build)).filter((file) => /^chunk-.*\.mjs$/.test(file));
      const texts = chunks.map((file) => fs.readFileSync(path.join(routerDist, build, file), "utf8"));
      const declaring = texts.filter((text) => text.includes("var ENABLE_DEV_WARNINGS ="));
      expect(declaring).toHaveLength(1);
      return declaring[0]!;
    };
    const development = flagChunk("development");
    expect(development).toContain("var ENABLE_DEV_WARNINGS = true;");
    expect(flagChunk("production")).toBe(development.replace("var ENABLE_DEV_WARNINGS = true;", "var ENABLE_DEV_WARNINGS = false;"));
  });

  it("names the bundle's chunks that still hold the development build's warnings", () => {
    const chunks = [
      { fileName: "assets/site-shell-a.js", code: 'if(x)console.warn(`No routes matched location "${p}" `)' },
      { fileName: "assets/home-b.js", code: "export default function Home(){}" },
    ];
    expect(chunksWithDevelopmentWarnings(chunks)).toEqual(["assets/site-shell-a.js"]);
    expect(chunksWithDevelopmentWarnings(chunks.slice(1))).toEqual([]);
  });
});
