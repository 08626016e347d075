import { Hono } from "hono";
import { BLOG_FEED_PATH } from "../../../contracts/blog";
import { declareAccess } from "../../auth/access";
import type { AppEnv } from "../../context";
import type { Env } from "../../env";
import { buildRobotsTxt } from "./build-robots-txt";
import { buildRssFeed } from "./build-rss-feed";
import { buildSitemap } from "./build-sitemap";
import { readBlogPosts } from "./read-blog-posts";

const HOUR = "public, max-age=3600";

/**
 * The files for machines: the blog's RSS feed, the sitemap and robots.txt, built once when the app is created from
 * the route table and CONTENT_DIR/blog (the files the web app's pages were built from), on the public origin
 * (BASE_URL), and served from memory. Mounted before the web app's catch-all.
 */
export function createFeedRoutes(env: Pick<Env, "contentDir" | "baseUrl">) {
  const posts = readBlogPosts(env.contentDir);
  const feed = buildRssFeed(posts, env.baseUrl);
  const sitemap = buildSitemap(posts, env.baseUrl);
  const robots = buildRobotsTxt(env.baseUrl);
  return new Hono<AppEnv>()
    .get(BLOG_FEED_PATH, declareAccess("public", (c) => c.body(feed, 200, { "content-type": "application/rss+xml; charset=utf-8", "cache-control": HOUR })))
    .get("/sitemap.xml", declareAccess("public", (c) => c.body(sitemap, 200, { "content-type": "application/xml; charset=utf-8", "cache-control": HOUR })))
    .get("/robots.txt", declareAccess("public", (c) => c.text(robots, 200, { "cache-control": HOUR })));
}
