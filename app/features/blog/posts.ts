import { type BlogPost, findRelatedPosts, parseBlogPost, slugFromPath, sortPostsNewestFirst } from "../../../core/blog/blog-posts";
import { type RenderedMarkdown, renderMarkdown } from "./render-markdown";

/**
 * The blog's posts, read from content/blog/*.md by Vite when the app is built: the Markdown text is bundled, then
 * parsed by the same code at build time (the prerendered pages) and in the browser. A bad file fails the build.
 */
const files = import.meta.glob<string>("../../../content/blog/*.md", { query: "?raw", import: "default", eager: true });

const POSTS: readonly BlogPost[] = sortPostsNewestFirst(Object.entries(files).map(([file, source]) => parseBlogPost(slugFromPath(file), source)));
const rendered = new Map<string, RenderedMarkdown>();

/** Every post, newest first. */
export function listBlogPosts(): readonly BlogPost[] {
  return POSTS;
}

export function getBlogPost(slug: string | undefined): BlogPost | undefined {
  return POSTS.find((post) => post.slug === slug);
}

/** Posts sharing the most tags with this one. */
export function getRelatedPosts(post: BlogPost): BlogPost[] {
  return findRelatedPosts(post, POSTS);
}

/** The post's body as HTML, rendered once per post. */
export function renderBlogPost(post: BlogPost): RenderedMarkdown {
  let html = rendered.get(post.slug);
  if (!html) {
    html = renderMarkdown(post.body);
    rendered.set(post.slug, html);
  }
  return html;
}
