import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseBlogPost } from "../../../core/blog/blog-posts";
import { listBlogPostSummaries, loadBlogPostPage } from "./posts.server";
import { renderMarkdown } from "./render-markdown";

const SLUG = "writing-house-rules";
const source = () => fs.readFileSync(new URL(`../../../content/blog/${SLUG}.md`, import.meta.url), "utf8");

describe("the blog's posts, read at build time", () => {
  it("lists every post in content/blog, newest first, without their Markdown", () => {
    const posts = listBlogPostSummaries();
    const files = fs.readdirSync(new URL("../../../content/blog/", import.meta.url)).filter((name) => name.endsWith(".md"));
    expect(posts).toHaveLength(files.length);
    expect(posts.map((post) => post.date)).toEqual(posts.map((post) => post.date).sort().reverse());
    for (const post of posts) expect(post).not.toHaveProperty("body");
  });

  it("gives a post page the post's HTML as render-markdown makes it from the file, and three related posts, none with a body", () => {
    const page = loadBlogPostPage(SLUG)!;
    const { body, ...fields } = parseBlogPost(SLUG, source());
    expect(page.post).toEqual(fields);
    expect(page.html).toBe(renderMarkdown(body).html);
    expect(page.html).toContain('<h2 id="use-the-marketplace-s-own-fields-first">');
    expect(page.related).toHaveLength(3);
    expect(page.related.map((post) => post.slug)).not.toContain(SLUG);
    for (const post of page.related) expect(post).not.toHaveProperty("body");
  });

  it("has no page for a slug without a post", () => {
    expect(loadBlogPostPage("no-such-article")).toBeUndefined();
    expect(loadBlogPostPage(undefined)).toBeUndefined();
  });
});
