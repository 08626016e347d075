import type { BlogPost } from "../../../core/blog/blog-posts";
import { PRERENDERED_PATHS } from "../../../contracts/site-routes";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function urlEntry(loc: string, lastmod?: string): string {
  return ["  <url>", `    <loc>${escapeXml(loc)}</loc>`, ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []), "  </url>"].join("\n");
}

/**
 * The sitemap (sitemaps.org 0.9): every prerendered public page of the route table, then every blog post with its
 * date; the blog index changes with its newest post. Absolute URLs on the public origin (BASE_URL).
 */
export function buildSitemap(posts: readonly BlogPost[], baseUrl: string): string {
  const newest = posts[0]?.date;
  const pages = PRERENDERED_PATHS.map((path) => urlEntry(`${baseUrl}${path === "/" ? "/" : path}`, path === "/blog" ? newest : undefined));
  const articles = posts.map((post) => urlEntry(`${baseUrl}/blog/${post.slug}`, post.date));
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...pages, ...articles, "</urlset>", ""].join("\n");
}
