import { Link } from "react-router";
import type { BlogPostSummary } from "../../../../core/blog/blog-posts";
import { cn } from "../../../lib/cn";
import { PostMeta, TagList } from "./post-meta";

export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 630;

interface PostCardProps {
  post: BlogPostSummary;
  headingLevel?: "h2" | "h3";
  /** Load the picture at once (the first cards, above the fold) rather than when scrolled to. */
  eager?: boolean;
  compact?: boolean;
}

/** A post in a list: the picture, the tags, the title (the link, covering the whole card), the description, date and time. */
export function PostCard({ post, headingLevel: Heading = "h2", eager = false, compact = false }: PostCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background hover:border-primary/50">
      <img
        src={post.image}
        alt=""
        width={BLOG_IMAGE_WIDTH}
        height={BLOG_IMAGE_HEIGHT}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full border-b object-cover"
      />
      <div className={cn("flex flex-1 flex-col gap-3", compact ? "p-4" : "p-5")}>
        {compact ? null : <TagList tags={post.tags} />}
        <Heading className={cn("font-semibold leading-snug tracking-tight", compact ? "text-base" : "text-lg")}>
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-primary">
            {post.title}
          </Link>
        </Heading>
        {compact ? null : <p className="text-sm text-muted-foreground">{post.description}</p>}
        <PostMeta post={post} className="mt-auto pt-1" />
      </div>
    </article>
  );
}
