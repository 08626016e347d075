import { BLOG_FEED_PATH } from "../../../contracts/blog";
import type { BlogPost } from "../../../core/blog/blog-posts";

export const FEED_TITLE = "ListingLift Blog";
export const FEED_DESCRIPTION =
  "Practical articles for short-term-rental hosts: listing titles, honest descriptions, photos, house rules and each marketplace's rules.";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** RFC 822 dates, as RSS 2.0 wants them: a post's date is midnight UTC of its day. */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

function renderItem(post: BlogPost, baseUrl: string): string {
  const link = `${baseUrl}/blog/${post.slug}`;
  return [
    "    <item>",
    `      <title>${escapeXml(post.title)}</title>`,
    `      <link>${escapeXml(link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `      <description>${escapeXml(post.description)}</description>`,
    `      <pubDate>${rfc822(post.date)}</pubDate>`,
    `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
    ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
    "    </item>",
  ].join("\n");
}

/** The blog as an RSS 2.0 feed, newest post first; links are absolute on the public origin (BASE_URL). */
export function buildRssFeed(posts: readonly BlogPost[], baseUrl: string): string {
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${FEED_TITLE}</title>`,
    `    <link>${escapeXml(`${baseUrl}/blog`)}</link>`,
    `    <description>${escapeXml(FEED_DESCRIPTION)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(baseUrl + BLOG_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.date)}</lastBuildDate>`] : []),
    ...posts.map((post) => renderItem(post, baseUrl)),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
