import { Rss } from "lucide-react";
import { BLOG_FEED_PATH } from "../../contracts/blog";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { Button } from "../components/ui/button";
import { PostCard } from "../features/blog/components/post-card";
import { listBlogPostSummaries } from "../features/blog/posts.server";
import { describePage } from "../features/brand/page-meta";
import type { Route } from "./+types/blog";

const DESCRIPTION =
  "Practical articles for short-term-rental hosts: listing titles that fit, honest descriptions, photo order and captions, house rules and each marketplace's rules.";

export const links: Route.LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: "ListingLift Blog", href: BLOG_FEED_PATH }];

/** Runs when /blog is prerendered: the cards' fields, without the posts' text (posts.server.ts). */
export function loader() {
  return { posts: listBlogPostSummaries() };
}

export const meta: Route.MetaFunction = () => describePage({ title: "Blog | ListingLift", description: DESCRIPTION, path: "/blog" });

export default function BlogPage({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <PageContainer>
      <PageHeader title="Blog" description={DESCRIPTION}>
        <Button asChild variant="outline" size="sm">
          {/* The feed is served by the server, not the web app: an ordinary link. */}
          <a href={BLOG_FEED_PATH}>
            <Rss aria-hidden="true" />
            RSS feed
          </a>
        </Button>
      </PageHeader>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} eager={index < 3} />
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
