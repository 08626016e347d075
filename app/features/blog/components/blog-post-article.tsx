import { ArrowLeft, Gauge, WandSparkles } from "lucide-react";
import { Link } from "react-router";
import type { BlogPostSummary } from "../../../../core/blog/blog-posts";
import { Button } from "../../../components/ui/button";
import { MarkdownContent } from "./markdown-content";
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH } from "./post-card";
import { PostMeta, TagList } from "./post-meta";
import { RelatedPosts } from "./related-posts";

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All articles
    </Link>
  );
}

/** What to do after reading: the two free-or-cheap next steps, honestly named. */
function NextSteps() {
  return (
    <aside aria-labelledby="next-steps" className="mt-12 rounded-lg border bg-muted/40 p-6">
      <h2 id="next-steps" className="text-lg font-semibold">
        Put it into practice
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        See how your current listing scores with the free grader, or write a new one from the facts of your home. Your first listing is $5.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/listing-quality-grader">
            <Gauge aria-hidden="true" />
            Grade my listing
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/create-listing">
            <WandSparkles aria-hidden="true" />
            Write a listing
          </Link>
        </Button>
      </div>
    </aside>
  );
}

interface BlogPostArticleProps {
  post: BlogPostSummary;
  /** The article's body, rendered from its Markdown when the page was built (posts.server.ts). */
  html: string;
  related: readonly BlogPostSummary[];
}

/** A blog post: its header and picture, the article, the next steps and the related posts. */
export function BlogPostArticle({ post, html, related }: BlogPostArticleProps) {
  return (
    <>
      <article>
        <header className="flex flex-col gap-4">
          <BackToBlog />
          <TagList tags={post.tags} />
          <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{post.title}</h1>
          <p className="text-lg text-muted-foreground">{post.description}</p>
          <PostMeta post={post} withAuthor />
          <img
            src={post.image}
            alt={post.imageAlt}
            width={BLOG_IMAGE_WIDTH}
            height={BLOG_IMAGE_HEIGHT}
            fetchPriority="high"
            className="mt-2 aspect-[1200/630] h-auto w-full rounded-lg border object-cover"
          />
        </header>
        <MarkdownContent html={html} className="mt-8" />
      </article>
      <NextSteps />
      <RelatedPosts posts={related} />
    </>
  );
}

/** Any /blog/{slug} we have no post for. */
export function ArticleNotFound() {
  return (
    <div className="flex flex-col items-start gap-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Article not found</h1>
      <p className="max-w-xl text-muted-foreground">We couldn't find an article at this address. It may have moved, or the link may be mistyped.</p>
      <Button asChild variant="outline">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to the blog
        </Link>
      </Button>
    </div>
  );
}
