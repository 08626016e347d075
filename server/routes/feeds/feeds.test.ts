import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type BlogPost, parseBlogPost, slugFromPath } from "../../../core/blog/blog-posts";
import { PRERENDERED_PATHS } from "../../../contracts/site-routes";
import { useTestApp } from "../../../test/support/test-app";
import { buildRssFeed } from "./build-rss-feed";
import { readBlogPosts } from "./read-blog-posts";

const t = useTestApp({ env: { BASE_URL: "https://rentals.example" } });

const contentFiles = fs.readdirSync(path.resolve("content/blog")).filter((name) => name.endsWith(".md"));

describe("GET /blog/rss.xml", () => {
  it("serves an RSS 2.0 feed of every post in content/blog, newest first, with absolute links on BASE_URL", async () => {
    const res = await t.app.request("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<link>https://rentals.example/blog</link>");
    expect(xml).toContain('<atom:link href="https://rentals.example/blog/rss.xml" rel="self" type="application/rss+xml"/>');

    const items = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
    expect(items).toHaveLength(contentFiles.length);
    const dates = items.map((item) => Date.parse(/<pubDate>(.*)<\/pubDate>/.exec(item)![1]!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of items) {
      expect(item).toMatch(/<link>https:\/\/rentals\.example\/blog\/[a-z0-9-]+<\/link>/);
      expect(item).toMatch(/<guid isPermaLink="true">https:\/\/rentals\.example\/blog\/[a-z0-9-]+<\/guid>/);
      expect(item).toMatch(/<description>.{70,}<\/description>/);
      expect(item).toMatch(/<category>.+<\/category>/);
    }
  });

  it("answers HEAD too, and is not taken by the web app's catch-all", async () => {
    const res = await t.app.request("/blog/rss.xml", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
  });
});

describe("buildRssFeed", () => {
  const post = (overrides: Partial<BlogPost>): BlogPost => ({
    slug: "a-post",
    title: "Titles & <tags>",
    description: 'Say "no" to emojis',
    date: "2026-11-03",
    author: "The ListingLift team",
    tags: ["Q&A"],
    image: "/images/blog/a.svg",
    imageAlt: "alt",
    body: "",
    wordCount: 0,
    readingMinutes: 1,
    ...overrides,
  });

  it("escapes XML and dates each item at midnight UTC (RFC 822)", () => {
    const xml = buildRssFeed([post({})], "http://localhost:3000");
    expect(xml).toContain("<title>Titles &amp; &lt;tags&gt;</title>");
    expect(xml).toContain("<description>Say &quot;no&quot; to emojis</description>");
    expect(xml).toContain("<category>Q&amp;A</category>");
    expect(xml).toContain("<pubDate>Tue, 03 Nov 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Tue, 03 Nov 2026 00:00:00 GMT</lastBuildDate>");
  });

  it("is a valid empty channel when there are no posts", () => {
    const xml = buildRssFeed([], "http://localhost:3000");
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });
});

describe("readBlogPosts", () => {
  it("reads the same posts as the web app, and nothing from a missing folder", () => {
    const posts = readBlogPosts(path.resolve("content"));
    const expected = contentFiles.map((name) => parseBlogPost(slugFromPath(name), fs.readFileSync(path.resolve("content/blog", name), "utf8")));
    expect(posts.map((p) => p.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    expect(readBlogPosts(path.join(os.tmpdir(), "no-such-content-dir"))).toEqual([]);
  });

  it("names the file and field of a broken post", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-content-"));
    fs.mkdirSync(path.join(dir, "blog"));
    fs.writeFileSync(path.join(dir, "blog", "broken-post.md"), "---\ntitle: Too short\n---\nbody");
    expect(() => readBlogPosts(dir)).toThrow(/Blog post "broken-post": /);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every prerendered public page and every post, absolute on BASE_URL, posts with their dates", async () => {
    const res = await t.app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    for (const path of PRERENDERED_PATHS) expect(locs).toContain(`https://rentals.example${path}`);
    for (const name of contentFiles) {
      const slug = slugFromPath(name);
      const post = parseBlogPost(slug, fs.readFileSync(path.resolve("content/blog", name), "utf8"));
      expect(xml).toContain(`<loc>https://rentals.example/blog/${slug}</loc>\n    <lastmod>${post.date}</lastmod>`);
    }
    expect(locs).toHaveLength(PRERENDERED_PATHS.length + contentFiles.length);
    expect(locs.some((loc) => /dashboard|auth|logo/.test(loc!))).toBe(false);
  });
});

describe("GET /robots.txt", () => {
  it("lets crawlers read the public pages, keeps them off the API and the signed-in pages, and names the sitemap", async () => {
    const res = await t.app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const lines = (await res.text()).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    expect(lines).toContain("Sitemap: https://rentals.example/sitemap.xml");
    for (const closed of ["/api/", "/dashboard", "/create-listing", "/listings/", "/logo", "/auth"]) expect(lines).toContain(`Disallow: ${closed}`);
    const disallowed = lines.filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice("Disallow: ".length));
    for (const open of [...PRERENDERED_PATHS.filter((p) => p !== "/"), "/blog/writing-house-rules"]) {
      expect(disallowed.some((prefix) => open.startsWith(prefix)), open).toBe(false);
    }
  });
});
