import fs from "node:fs";
import type { Plugin } from "vite";

/** A module of React Router's development build, and the part of its path that names the build. */
const DEVELOPMENT_BUILD = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/;

/**
 * The same module in React Router's production build, or undefined when `id` is not in its development build. Throws
 * when the production build lacks the file: a React Router that lays its builds out otherwise fails the build here
 * instead of shipping a page that cannot load.
 */
export function productionBuildOf(id: string, exists: (path: string) => boolean = fs.existsSync): string | undefined {
  if (!DEVELOPMENT_BUILD.test(id)) return undefined;
  const production = id.replace(DEVELOPMENT_BUILD, "$1production$2");
  if (!exists(production)) throw new Error(`React Router's production build has no ${production} (for ${id})`);
  return production;
}

/**
 * A warning that React Router's development build writes and its production build leaves out (it sits behind
 * `ENABLE_DEV_WARNINGS`, which the minifier drops when the flag is false).
 */
const DEVELOPMENT_WARNING = "No routes matched location";

/** The names of the chunks whose code still holds React Router's development warnings. */
export function chunksWithDevelopmentWarnings(chunks: readonly { fileName: string; code: string }[]): string[] {
  return chunks.filter((chunk) => chunk.code.includes(DEVELOPMENT_WARNING)).map((chunk) => chunk.fileName);
}

/**
 * Decision 061: the browser gets React Router's production build. React Router 7's package.json sends every import to
 * dist/development, whose only difference from dist/production is `ENABLE_DEV_WARNINGS = true`: the warnings (and the
 * code that builds them) shipped to every visitor (remix-run/react-router#14102, open; #12532 calls the exports
 * temporary). In the client build only: the server bundle and the prerendering keep the package's own resolution, so
 * the server never holds two copies of the router's contexts.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: "listinglift:react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!source.startsWith("react-router")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const production = resolved ? productionBuildOf(resolved.id) : undefined;
      return production ? { ...resolved, id: production } : resolved;
    },
    // The redirect above, checked on what it made: a plugin order or a React Router that bypasses it fails the build.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []));
      const found = chunksWithDevelopmentWarnings(chunks);
      if (found.length > 0) this.error(`React Router's development build is in the browser's bundle: ${found.join(", ")} (decision 061)`);
    },
  };
}
