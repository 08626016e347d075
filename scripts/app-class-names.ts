// The Tailwind class names written in app/'s source (decision 051): every token of every string literal and of the
// static parts of template literals that tailwind-merge's default config knows. A class built at run time from pieces
// (`text-${size}`) would not be seen; app/ builds none.
import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A token is a Tailwind class when the default twMerge merges it with itself (unknown tokens are kept twice). */
export const isTailwindClass = (token: string) => twMerge(`${token} ${token}`) === token;

export function appClassNames(appDir = "app"): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const source = fs.readFileSync(file, "utf8");
    for (const m of source.matchAll(/"([^"\\\n]*)"|'([^'\\\n]*)'|`([^`]*)`/g)) {
      const text = (m[1] ?? m[2] ?? m[3] ?? "").replace(/\$\{[^}]*\}/g, " ");
      for (const token of text.split(/\s+/)) if (token) tokens.add(token);
    }
  }
  return [...tokens].filter(isTailwindClass).sort();
}

/** The variants of a class ("md:hover:" of "md:hover:px-2"), sorted: tailwind-merge compares classes only within one set. */
export function variantsOf(className: string): string {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      parts.push(className.slice(start, i));
      start = i + 1;
    }
  }
  const important = className.slice(start).startsWith("!") || className.endsWith("!") ? "!" : "";
  return [...parts].sort().join(":") + important;
}
