import { type BlogPost, type BlogPostSummary, findRelatedPosts, parseBlogPost, slugFromPath, sortPostsNewestFirst, summarizeBlogPost } from "../../../core/blog/blog-posts";
import { renderMarkdown } from "./render-markdown";

/**
 * The blog's posts, read from content/blog/*.md by Vite when the app is built. Only the routes' loaders use this
 * module, and they run at build time (every blog page is prerendered, react-router.config.ts): the browser gets the
 * loaders' data (the post's HTML, the cards' fields) and never the Markdown, its parser or the other posts' text
 * (decision 052). The `.server` name makes React Router fail the build if client code imports it. A bad file fails
 * the build.
 */
const files = import.meta.glob<string>("../../../content/blog/*.md", { query: "?raw", import: "default", eager: true });

const POSTS: readonly BlogPost[] = sortPostsNewestFirst(Object.entries(files).map(([file, source]) => parseBlogPost(slugFromPath(file), source)));

/** What a post page needs: the post without its Markdown, its body as HTML, and the posts to read next. */
export interface BlogPostPage {
  post: BlogPostSummary;
  html: string;
  related: BlogPostSummary[];
}

/** Every post, newest first, as the blog index's cards show them (no bodies). */
export function listBlogPostSummaries(): BlogPostSummary[] {
  return POSTS.map(summarizeBlogPost);
}

/** The post at this slug, rendered; undefined when there is none. */
export function loadBlogPostPage(slug: string | undefined): BlogPostPage | undefined {
  const post = POSTS.find((candidate) => candidate.slug === slug);
  if (!post) return undefined;
  return { post: summarizeBlogPost(post), html: renderMarkdown(post.body).html, related: findRelatedPosts(post, POSTS).map(summarizeBlogPost) };
}
