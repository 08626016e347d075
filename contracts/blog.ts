/** Where the server serves the blog's RSS feed and the web app links it. The posts' rules are core/blog/. */
export const BLOG_FEED_PATH = "/blog/rss.xml";
