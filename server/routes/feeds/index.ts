import { Hono } from "hono";
import { BLOG_FEED_PATH } from "../../../contracts/blog";
import type { AppEnv } from "../../context";
import type { Env } from "../../env";
import { buildRssFeed } from "./build-rss-feed";
import { readBlogPosts } from "./read-blog-posts";

/**
 * The blog's RSS feed, built once when the app is created from CONTENT_DIR/blog (the files the web app's pages were
 * built from) and served from memory. Mounted before the web app's catch-all.
 */
export function createFeedRoutes(env: Pick<Env, "contentDir" | "baseUrl">) {
  const feed = buildRssFeed(readBlogPosts(env.contentDir), env.baseUrl);
  return new Hono<AppEnv>().get(BLOG_FEED_PATH, (c) =>
    c.body(feed, 200, { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=3600" }),
  );
}
