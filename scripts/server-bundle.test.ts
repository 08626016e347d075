import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { builtinModules } from "node:module";
import { EXTERNAL_PACKAGES, heavyPackagesLoadedAtStart, packageOfInput, packagesLoadedAtStart, serverBundleOptions } from "./server-bundle";

/** A metafile with one entry: `entry` lists what server.js imports, `chunks` what each chunk imports. */
function metafile(
  entry: Metafile["outputs"][string]["imports"],
  chunks: Record<string, Metafile["outputs"][string]["imports"]> = {},
  /** The files bundled into each output (by output path). */
  bundled: Record<string, string[]> = {},
  /** The module a chunk loaded by import() is made from (by output path). */
  entryPoints: Record<string, string> = {},
): Metafile {
  const output = (path: string, imports: Metafile["outputs"][string]["imports"], entryPoint = entryPoints[path]) => ({
    bytes: 1,
    inputs: Object.fromEntries((bundled[path] ?? []).map((input) => [input, { bytesInOutput: 1 }])),
    imports,
    exports: [],
    entryPoint,
  });
  return {
    inputs: {},
    outputs: {
      "build/node/server.js": output("build/node/server.js", entry, "server/index.ts"),
      ...Object.fromEntries(Object.entries(chunks).map(([path, imports]) => [path, output(path, imports)])),
    },
  };
}

describe("what the built server loads at start (issue 22)", () => {
  it("follows static imports through chunks and stops at import()", () => {
    const meta = metafile([{ path: "build/node/chunks/shared.js", kind: "import-statement" }, { path: "build/node/chunks/lazy.js", kind: "dynamic-import" }], {
      "build/node/chunks/shared.js": [{ path: "hono", kind: "import-statement", external: true }, { path: "sharp", kind: "dynamic-import", external: true }],
      "build/node/chunks/lazy.js": [{ path: "ai", kind: "import-statement", external: true }],
    });
    expect(packagesLoadedAtStart(meta, "server/index.ts")).toEqual(["hono"]);
    expect(heavyPackagesLoadedAtStart(meta)).toEqual([]);
  });

  it("names a heavy package a chunk of the start imports statically", () => {
    const meta = metafile([{ path: "build/node/chunks/shared.js", kind: "import-statement" }], {
      "build/node/chunks/shared.js": [{ path: "@ai-sdk/openai", kind: "import-statement", external: true }, { path: "aircraft", kind: "import-statement", external: true }],
    });
    expect(heavyPackagesLoadedAtStart(meta)).toEqual(["@ai-sdk/openai"]);
  });

  it("counts the packages bundled into the outputs of the start, not those of a chunk loaded by import()", () => {
    const meta = metafile(
      [{ path: "build/node/chunks/shared.js", kind: "import-statement" }, { path: "build/node/chunks/lazy.js", kind: "dynamic-import" }],
      { "build/node/chunks/shared.js": [], "build/node/chunks/lazy.js": [] },
      {
        "build/node/server.js": ["server/index.ts", "node_modules/hono/dist/hono.js"],
        "build/node/chunks/shared.js": ["node_modules/@ai-sdk/openai/dist/index.mjs", "node_modules/better-auth/node_modules/zod/index.js"],
        "build/node/chunks/lazy.js": ["node_modules/stripe/esm/stripe.js"],
      },
    );
    expect(packagesLoadedAtStart(meta, "server/index.ts")).toEqual(["@ai-sdk/openai", "hono", "zod"]);
    expect(heavyPackagesLoadedAtStart(meta)).toEqual(["@ai-sdk/openai"]);
  });

  it("follows the import() of the server's main module: the entry loads it at once, after turning the compile cache on", () => {
    const imports = (path: string): Metafile["outputs"][string]["imports"] => [{ path, kind: "dynamic-import" }];
    const meta = metafile(imports("build/node/chunks/main.js"), {
      "build/node/chunks/main.js": [{ path: "hono", kind: "import-statement", external: true }, ...imports("build/node/chunks/lazy.js")],
      "build/node/chunks/lazy.js": [{ path: "ai", kind: "import-statement", external: true }],
    }, {}, { "build/node/chunks/main.js": "server/main.ts", "build/node/chunks/lazy.js": "server/writers/model-writers.ts" });
    expect(packagesLoadedAtStart(meta, "server/index.ts")).toEqual(["hono"]);
    const mainImportsAi = metafile(imports("build/node/chunks/main.js"), {
      "build/node/chunks/main.js": [{ path: "ai", kind: "import-statement", external: true }],
    }, {}, { "build/node/chunks/main.js": "server/main.ts" });
    expect(heavyPackagesLoadedAtStart(mainImportsAi)).toEqual(["ai"]);
  });

  it("reads a bundled file's package from its path", () => {
    expect(packageOfInput("node_modules/pg/lib/index.js")).toBe("pg");
    expect(packageOfInput("node_modules/@better-auth/core/dist/index.mjs")).toBe("@better-auth/core");
    expect(packageOfInput("node_modules/better-auth/node_modules/zod/v4/index.js")).toBe("zod");
    expect(packageOfInput("server/db/client.ts")).toBeUndefined();
  });

  it("the server bundle loads the AI SDK, Stripe, S3, sharp and nodemailer only when first used", async () => {
    const { metafile: meta } = await build({ ...serverBundleOptions, write: false, sourcemap: false, metafile: true, logLevel: "silent" });
    expect(heavyPackagesLoadedAtStart(meta)).toEqual([]);
    // Not vacuous: the bundle does import them, from its lazy chunks.
    const imported = new Set(Object.values(meta.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path)));
    for (const name of ["ai", "@ai-sdk/openai", "stripe", "@aws-sdk/client-s3", "sharp", "nodemailer"]) expect(imported).toContain(name);
  });

  it("bundles the dependencies: the built server and CLI import only Node's modules and EXTERNAL_PACKAGES (decision 044)", async () => {
    const { metafile: meta } = await build({ ...serverBundleOptions, write: false, sourcemap: false, metafile: true, logLevel: "silent" });
    const external = (name: string) =>
      EXTERNAL_PACKAGES.some((pattern) => (pattern.endsWith("/*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern || name.startsWith(`${pattern}/`)));
    const builtins = new Set(builtinModules);
    const imports = Object.values(meta.outputs).flatMap((output) => output.imports.filter((i) => i.external));
    // pg asks for its optional native binding (pg-native, not installed) only when pg.native is read.
    const others = imports.filter((i) => !i.path.startsWith("node:") && !builtins.has(i.path) && !external(i.path) && i.path !== "pg-native");
    expect(others).toEqual([]);
    const atStart = packagesLoadedAtStart(meta, "server/index.ts");
    expect(atStart).toContain("@electric-sql/pglite");
    expect(atStart).toContain("hono");
    expect(imports.map((i) => i.path)).not.toContain("hono");
  });
});
