import type { BlogPostSummary } from "../../../../core/blog/blog-posts";
import { PostCard } from "./post-card";

/** The posts to read next (those sharing tags with this one), at the end of an article. */
export function RelatedPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="mt-16 border-t pt-10">
      <h2 id="related-posts" className="text-2xl font-bold tracking-tight">
        Related articles
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel="h3" compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
