import { z } from "zod";
import { countWords as countTextWords } from "../text-quality/words";
import { parseFrontMatter } from "./front-matter";

/**
 * Our written content (content/blog/*.md, the user guide, the legal pages): the front matter each file must carry and
 * the rules read from it. Shared by the web app (which renders the blog at build time, in its routes' loaders, and the
 * other pages in the browser too) and the server (which builds the RSS feed from the same files). Not an API contract:
 * no request or response carries it, so it lives in core/ (contracts/blog.ts holds only the feed's path, which both
 * sides serve or link).
 */
export const BLOG_WORDS_PER_MINUTE = 200;
export const BLOG_RELATED_POSTS = 3;
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, "must be a real date");

export const blogFrontMatterSchema = z
  .object({
    title: z.string().min(10).max(90),
    /** The meta description: what a search result shows under the title. */
    description: z.string().min(70).max(170),
    date: isoDate,
    author: z.string().min(2).max(80),
    tags: z.array(z.string().min(2).max(30)).min(1).max(5),
    image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "must be an SVG under /images/blog/"),
    imageAlt: z.string().min(10).max(200),
  })
  .strict();
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

/** A page that is not a post (the user guide, privacy, terms): a title, a description and the day it last changed. */
export const contentPageFrontMatterSchema = z
  .object({
    title: z.string().min(3).max(90),
    description: z.string().min(50).max(170),
    updated: isoDate,
  })
  .strict();
export type ContentPageFrontMatter = z.infer<typeof contentPageFrontMatterSchema>;

export interface BlogPost extends BlogFrontMatter {
  slug: string;
  /** The article in Markdown, without its front matter. */
  body: string;
  wordCount: number;
  readingMinutes: number;
}

/** A post without its Markdown: what a card, the post's header and its meta tags show. */
export type BlogPostSummary = Omit<BlogPost, "body">;

/** The post without its body, so a page that lists posts does not carry their text. */
export function summarizeBlogPost({ body: _body, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

/** Words a reader reads: code, image addresses, link targets and Markdown marks are not counted. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ");
  return countTextWords(text);
}

/** Minutes at about 200 words a minute, never less than 1. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / BLOG_WORDS_PER_MINUTE));
}

/** "content/blog/writing-house-rules.md" → "writing-house-rules". */
export function slugFromPath(filePath: string): string {
  return (filePath.split("/").pop() ?? "").replace(/\.md$/, "");
}

function describeIssues(where: string, error: z.ZodError): ContentError {
  const first = error.issues[0];
  const field = first?.path.join(".") || "front matter";
  return new ContentError(`${where}: ${field}: ${first?.message ?? "invalid"}`);
}

/** One post from its file name's slug and the file's text; a bad file is an error that names it and the field. */
export function parseBlogPost(slug: string, source: string): BlogPost {
  if (!BLOG_SLUG_PATTERN.test(slug)) throw new ContentError(`Blog post "${slug}": the file name must be a lowercase-hyphenated slug`);
  const { data, body } = parseFrontMatter(source);
  const parsed = blogFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw describeIssues(`Blog post "${slug}"`, parsed.error);
  const wordCount = countWords(body);
  return { ...parsed.data, slug, body, wordCount, readingMinutes: readingMinutes(wordCount) };
}

/** A content page (user guide, privacy, terms) and its Markdown. */
export function parseContentPage(name: string, source: string): ContentPageFrontMatter & { body: string } {
  const { data, body } = parseFrontMatter(source);
  const parsed = contentPageFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw describeIssues(`Page "${name}"`, parsed.error);
  return { ...parsed.data, body };
}

/** Newest first; posts of the same day by title, so the order never depends on how the files were listed. */
export function sortPostsNewestFirst<T extends Pick<BlogPost, "date" | "title">>(posts: readonly T[]): T[] {
  // ISO dates order as strings; the titles' collation (an Intl collator, slow to make in a browser) only breaks ties.
  const byDate = (a: T, b: T) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);
  return [...posts].sort((a, b) => byDate(a, b) || a.title.localeCompare(b.title));
}

/**
 * Posts that share the most tags with this one (newest first among equals); when fewer than `limit` share a tag, the
 * newest others fill the list, so a reader always has somewhere to go next.
 */
export function findRelatedPosts<T extends Pick<BlogPost, "slug" | "date" | "title" | "tags">>(post: T, posts: readonly T[], limit = BLOG_RELATED_POSTS): T[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  const others = sortPostsNewestFirst(posts.filter((candidate) => candidate.slug !== post.slug));
  const shared = (candidate: T) => candidate.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  const related = others.filter((candidate) => shared(candidate) > 0).sort((a, b) => shared(b) - shared(a));
  const rest = others.filter((candidate) => shared(candidate) === 0);
  return [...related, ...rest].slice(0, limit);
}
