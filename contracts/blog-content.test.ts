import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { parseBlogPost, parseContentPage, slugFromPath } from "../core/blog/blog-posts";
import { parseFrontMatter } from "../core/blog/front-matter";
import { findSiteRoute } from "./site-routes";

// The files we publish, checked as the build and the RSS feed will read them.
const ROOT = path.resolve(import.meta.dirname, "..");
const BLOG_DIR = path.join(ROOT, "content/blog");
const postFiles = fs.readdirSync(BLOG_DIR).filter((name) => name.endsWith(".md"));
const posts = postFiles.map((name) => parseBlogPost(slugFromPath(name), fs.readFileSync(path.join(BLOG_DIR, name), "utf8")));
const slugs = new Set(posts.map((post) => post.slug));
const PAGES = ["content/user-guide.md", "content/legal/privacy.md", "content/legal/terms.md"];

/** Every site-relative link target in a Markdown body. */
function internalLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\/[^)\s]*)/g)].map((match) => match[1]!);
}

describe("content/blog", () => {
  it("has at least 5 posts", () => expect(posts.length).toBeGreaterThanOrEqual(5));

  it.each(posts.map((post) => [post.slug, post] as const))("%s is 600 to 1200 words, with no h1 and no raw HTML", (_, post) => {
    expect(post.wordCount).toBeGreaterThanOrEqual(600);
    expect(post.wordCount).toBeLessThanOrEqual(1200);
    expect(post.body).not.toMatch(/^# /m);
    expect(post.body).not.toMatch(/<[a-z][^>]*>/i);
  });

  it.each(postFiles)("%s: our front-matter reader agrees with gray-matter", (name) => {
    const source = fs.readFileSync(path.join(BLOG_DIR, name), "utf8");
    const ours = parseFrontMatter(source);
    const theirs = matter(source);
    // YAML reads an unquoted 2026-11-03 as a Date; we keep the text, which is the same day.
    const expected = Object.fromEntries(Object.entries(theirs.data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]));
    expect(ours.data).toEqual(expected);
    expect(ours.body.trim()).toBe(theirs.content.trim());
  });

  it.each(posts.map((post) => [post.slug, post] as const))("%s: its image exists and its links lead somewhere", (_, post) => {
    expect(fs.existsSync(path.join(ROOT, "public", post.image))).toBe(true);
    for (const link of internalLinks(post.body)) {
      const target = link.split("#")[0]!;
      if (target.startsWith("/blog/")) expect(slugs, link).toContain(target.slice("/blog/".length));
      else expect(findSiteRoute(target), link).toBeDefined();
    }
  });
});

/** The width and height a PNG's header gives. */
function pngSize(file: string): [number, number] {
  const header = fs.readFileSync(file).subarray(16, 24);
  return [header.readUInt32BE(0), header.readUInt32BE(4)];
}

describe("content pages", () => {
  it("gives each screenshot in the user guide its real width and height", () => {
    const body = fs.readFileSync(path.join(ROOT, "content/user-guide.md"), "utf8");
    const images = [...body.matchAll(/!\[[^\]]+\]\((\/images\/guide\/[a-z0-9-]+\.png) "(\d+)x(\d+)"\)/g)];
    expect(images.length).toBeGreaterThan(0);
    for (const [, src, width, height] of images) expect(pngSize(path.join(ROOT, "public", src!)), src).toEqual([Number(width), Number(height)]);
  });

  it.each(PAGES)("%s has valid front matter and links that lead somewhere", (file) => {
    const page = parseContentPage(file, fs.readFileSync(path.join(ROOT, file), "utf8"));
    expect(page.body).not.toMatch(/^# /m);
    for (const link of internalLinks(page.body)) {
      const target = link.split("#")[0]!;
      if (target.startsWith("/blog/")) expect(slugs, link).toContain(target.slice("/blog/".length));
      else if (target.startsWith("/images/")) expect(fs.existsSync(path.join(ROOT, "public", target)), link).toBe(true);
      else if (target !== "/api/docs") expect(findSiteRoute(target), link).toBeDefined();
    }
  });
});
