import type { BlogPostSummary } from "../../../../core/blog/blog-posts";
import { formatContentDate } from "../../../../core/blog/content-date";
import { cn } from "../../../lib/cn";

/** "November 3, 2026 · 5 min read", with the author when asked for. */
export function PostMeta({ post, withAuthor = false, className }: { post: BlogPostSummary; withAuthor?: boolean; className?: string }) {
  // Each separator travels with the item after it, so a wrapped line never ends with a dangling dot.
  const dot = <span aria-hidden="true">· </span>;
  return (
    <p className={cn("flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground", className)}>
      {withAuthor ? <span>By {post.author}</span> : null}
      <span className="whitespace-nowrap">
        {withAuthor ? dot : null}
        <time dateTime={post.date}>{formatContentDate(post.date)}</time>
      </span>
      <span className="whitespace-nowrap">
        {dot}
        {post.readingMinutes} min read
      </span>
    </p>
  );
}

export function TagList({ tags, label = "Tags" }: { tags: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
          {tag}
        </li>
      ))}
    </ul>
  );
}
