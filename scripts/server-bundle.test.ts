import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { heavyPackagesLoadedAtStart, packagesLoadedAtStart, serverBundleOptions } from "./server-bundle";

/** A metafile with one entry: `entry` lists what server.js imports, `chunks` what each chunk imports. */
function metafile(entry: Metafile["outputs"][string]["imports"], chunks: Record<string, Metafile["outputs"][string]["imports"]> = {}): Metafile {
  const output = (imports: Metafile["outputs"][string]["imports"], entryPoint?: string) => ({ bytes: 1, inputs: {}, imports, exports: [], entryPoint });
  return {
    inputs: {},
    outputs: { "build/node/server.js": output(entry, "server/index.ts"), ...Object.fromEntries(Object.entries(chunks).map(([path, imports]) => [path, output(imports)])) },
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

  it("the server bundle loads the AI SDK, Stripe, S3, sharp and nodemailer only when first used", async () => {
    const { metafile: meta } = await build({ ...serverBundleOptions, write: false, sourcemap: false, metafile: true, logLevel: "silent" });
    expect(heavyPackagesLoadedAtStart(meta)).toEqual([]);
    // Not vacuous: the bundle does import them, from its lazy chunks.
    const imported = new Set(Object.values(meta.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path)));
    for (const name of ["ai", "@ai-sdk/openai", "stripe", "@aws-sdk/client-s3", "sharp", "nodemailer"]) expect(imported).toContain(name);
  });
});
