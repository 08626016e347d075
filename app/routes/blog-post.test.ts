import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loader } from "./blog-post";
import { loader as blogIndexLoader } from "./blog";

const APP_DIR = path.resolve(import.meta.dirname, "..");
const ROOT = path.resolve(APP_DIR, "..");
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
function clientModules(entry: string): Set<string> {
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

describe("the blog's routes in the browser", () => {
  it.each(["app/routes/blog-post.tsx", "app/routes/blog.tsx"])("%s: no Markdown parser, no post's text, no content rules (zod)", (route) => {
    const modules = [...clientModules(route)];
    expect(modules.length).toBeGreaterThan(5);
    expect(modules).toContain("app/features/blog/components/post-card.tsx");
    expect(modules.filter((name) => name === "marked" || name === "zod" || name === "gray-matter")).toEqual([]);
    expect(modules.filter((name) => /render-markdown|front-matter|blog-posts\.ts|content\//.test(name))).toEqual([]);
  });

  it("the walker sees what the content pages still parse in the browser (it would catch a regression)", () => {
    const modules = [...clientModules("app/routes/user-guide.tsx")];
    expect(modules).toContain("marked");
    expect(modules).toContain("content/user-guide.md");
  });
});

describe("the blog post's loader (run when the page is prerendered)", () => {
  it("returns the post's fields, its HTML and its related posts", () => {
    const page = loader({ params: { slug: "writing-house-rules" } } as Parameters<typeof loader>[0]);
    expect(page.post.title).toBe("House Rules Guests Actually Read (and Follow)");
    expect(page.html).toContain("<h2 id=");
    expect(page.related).toHaveLength(3);
  });

  it("throws a 404 for a slug without a post", () => {
    let thrown: unknown;
    try {
      loader({ params: { slug: "no-such-article" } } as Parameters<typeof loader>[0]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("the blog index's loader lists every post without bodies", () => {
    const { posts } = blogIndexLoader();
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) expect(post).not.toHaveProperty("body");
  });
});
