import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Value imports and re-exports (`import type` is erased), static or dynamic, over one or more lines.
const IMPORT = /(?:^|\n)\s*(?:import(?!\s+type\s)[^"';]*?from\s*|import\s*|export\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier.split("?")[0]!);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

/**
 * What the browser's bundle of a route module can reach: our files (relative to the repository) and packages. A
 * `.server` module is not followed: React Router drops the loader that imports it from the client build, and fails
 * the build if client code imports one.
 */
export function clientModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [path.resolve(ROOT, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    const name = path.relative(ROOT, file);
    if (seen.has(name)) continue;
    seen.add(name);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith(".")) {
        seen.add(specifier);
        continue;
      }
      const target = resolveModule(file, specifier);
      if (!/\.server\.tsx?$/.test(target)) pending.push(target);
    }
  }
  return seen;
}

/** Modules a page that shows prerendered Markdown must not make the browser load: the parser, the rules, the text. */
export function markdownModules(modules: Iterable<string>): string[] {
  return [...modules].filter((name) => ["marked", "zod", "gray-matter"].includes(name) || /render-markdown|front-matter|blog-posts\.ts|content\//.test(name));
}
