import { builtinModules } from "node:module";
import fs from "node:fs";
import { build } from "esbuild";

/** What the Dockerfile's runtime stage does, read from the file so the test runs the same steps. */
export interface RuntimeStage {
  /** Paths the runtime stage copies from the build stage (`COPY --from=build /app/<path> ./<path>`). */
  copiedFromBuild: string[];
  /** Files copied before the production install (package.json, the lockfile, .npmrc). */
  copiedForInstall: string[];
  runs: string[];
  user: string | undefined;
  healthcheck: string | undefined;
  cmd: string[];
}

export function readRuntimeStage(dockerfile: string): RuntimeStage {
  const text = fs.readFileSync(dockerfile, "utf8").replace(/\\\n\s*/g, " ");
  const stage = text.slice(text.lastIndexOf("\nFROM "));
  const lines = stage.split("\n").map((line) => line.trim());
  const args = (prefix: string) => lines.filter((line) => line.startsWith(`${prefix} `)).map((line) => line.slice(prefix.length + 1).trim());
  const copies = args("COPY");
  const cmd = args("CMD").at(-1);
  return {
    copiedFromBuild: copies.filter((c) => c.startsWith("--from=build")).map((c) => c.split(/\s+/)[1]!.replace(/^\/app\//, "")),
    copiedForInstall: copies.filter((c) => !c.startsWith("--from")).flatMap((c) => c.split(/\s+/).slice(0, -1)),
    runs: args("RUN"),
    user: args("USER").at(-1),
    healthcheck: args("HEALTHCHECK").at(-1),
    cmd: cmd ? (JSON.parse(cmd) as string[]) : [],
  };
}

const BUILTINS = new Set(builtinModules);

/**
 * The packages the built files import at run time (what esbuild left external, scripts/server-bundle.ts), following
 * their imports of one another: what `npm install --omit=dev` must provide. Node's own modules are left out. esbuild
 * reads the code itself: the bundled dependencies hold strings and comments that look like imports.
 */
export async function listImportedPackages(entries: string[]): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: entries,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    splitting: true,
    outdir: "listed",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const specifiers = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  const packages = specifiers
    .filter((specifier) => !specifier.startsWith("node:") && !BUILTINS.has(specifier.split("/")[0]!))
    .map((specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/"));
  return [...new Set(packages)].sort();
}
