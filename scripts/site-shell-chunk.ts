import type { Plugin } from "vite";

/** A module id under the project or node_modules, by its path's ending. */
const endsWith = (...parts: string[]) => new RegExp(`[\\\\/]${parts.join("[\\\\/]")}$`.replaceAll(".", "\\."));

/**
 * The groups, by the modules whose static imports they gather (with those modules). The first group takes a module
 * both reach.
 * - site-shell: what every page's first modules import: the root route and the site layout (React, React Router's core,
 *   the header, the session query, the theme switch, their helpers), and React DOM's index, which the router imports.
 *   Not React Router's client entry (React DOM's client): the page imports it once the rest has run, and in the same
 *   file it would be run in the same task, one task of all the first code (measured: the first module task about half
 *   as long again, docs/benchmarks.md).
 *   The root route itself and its style sheet are followed but left out (`leftOut`): they stay in the root route's own
 *   chunk, which nothing loaded later imports. In the shell, the sheet was reachable from every lazily loaded chunk, so
 *   React Router listed it as a dynamic import's CSS (its href ending in "#") and Vite's preload helper, finding no
 *   <link> with the plain href, added the whole sheet a second time when the first lazy part loaded: one more style
 *   pass over the whole page (stop 35, docs/benchmarks.md).
 * - public-pages: the public pages' meta and structured data (with the credit packs' prices the structured data gives).
 */
export const GROUPS: { name: string; roots: RegExp[]; leftOut?: RegExp[] }[] = [
  {
    name: "site-shell",
    roots: [
      endsWith("node_modules", "react-dom", "index.js"),
      endsWith("app", "root.tsx"),
      endsWith("app", "components", "layout", "site-layout.tsx"),
    ],
    leftOut: [endsWith("app", "root.tsx"), /\.css(\?|$)/],
  },
  {
    name: "public-pages",
    roots: [endsWith("app", "features", "brand", "page-meta.ts"), endsWith("app", "features", "brand", "structured-data.ts")],
  },
];


/** A package's index that re-exports all of it: following it would put every icon the app uses into the group. */
const BARREL = endsWith("node_modules", "lucide-react", "dist", "esm", "lucide-react.mjs");

/**
 * Decision 059: a few larger chunks in place of many small ones on the first load. Left to itself, Rolldown splits
 * the code by which routes share each module: the home page's first load was 31 files, 23 of them under 2.3 KB, and
 * gzipped one by one they weighed about 5 KB more than in a few; each was also one more request, made only once its
 * importer had arrived. The route modules stay files of their own (React Router loads them by name); what a route
 * imports beyond these groups is chunked as before.
 *
 * The groups are found from the module graph when the build ends, so a module the header starts to import joins the
 * shell by itself. An import of lucide-react's index from a group fails the build, since every icon the app uses would
 * join it: the first paint draws its icons with app/components/ui/first-paint-icons.tsx.
 */
export function siteShellChunk(): Plugin {
  let members = new Map<string, string>();
  return {
    name: "listinglift:site-shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      try {
        members = gatherGroups(GROUPS, [...this.getModuleIds()], (id) => this.getModuleInfo(id)?.importedIds ?? []);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    outputOptions(options) {
      const codeSplitting = typeof options.codeSplitting === "object" ? options.codeSplitting : {};
      const groups = GROUPS.map(({ name }) => ({ name, test: (id: string) => members.get(id) === name }));
      return { ...options, codeSplitting: { ...codeSplitting, groups: [...(codeSplitting.groups ?? []), ...groups] } };
    },
  };
}

/**
 * Each module's group: the first group, in order, whose roots reach it by static imports, except the modules the group
 * leaves out (followed, not gathered; Rolldown places them). Throws when a group's roots
 * are not all among `ids`, or when a group reaches lucide-react's index (naming the module that imports it).
 */
export function gatherGroups(groups: readonly { name: string; roots: RegExp[]; leftOut?: RegExp[] }[], ids: readonly string[], importsOf: (id: string) => readonly string[]): Map<string, string> {
  const members = new Map<string, string>();
  for (const group of groups) {
    const pending = ids.filter((id) => group.roots.some((root) => root.test(id)));
    if (pending.length !== group.roots.length) throw new Error(`${group.name}: found ${pending.length} of its ${group.roots.length} root modules`);
    const seen = new Set<string>();
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      if (BARREL.test(id)) {
        const importer = [...seen].find((m) => importsOf(m).includes(id)) ?? "a module";
        throw new Error(`${group.name}: ${importer} imports lucide-react's index; draw the icon with app/components/ui/first-paint-icons.tsx`);
      }
      seen.add(id);
      if (!members.has(id) && !group.leftOut?.some((pattern) => pattern.test(id))) members.set(id, group.name);
      pending.push(...importsOf(id));
    }
  }
  return members;
}
