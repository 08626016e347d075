import { data, isRouteErrorResponse } from "react-router";
import { PageContainer } from "../components/layout/page-shell";
import { ArticleNotFound, BlogPostArticle } from "../features/blog/components/blog-post-article";
import { loadBlogPostPage } from "../features/blog/posts.server";
import { describePage } from "../features/brand/page-meta";
import { blogPostingJsonLd } from "../features/brand/structured-data";
import type { Route } from "./+types/blog-post";

/**
 * Runs when the page is prerendered (every post is, react-router.config.ts): the post's HTML reaches the browser in the
 * page and in its .data file, so the browser never parses Markdown. An address with no post has no .data file: the
 * server answers 404 and the ErrorBoundary below shows the not-found article.
 */
export function loader({ params }: Route.LoaderArgs) {
  const page = loadBlogPostPage(params.slug);
  if (!page) throw data("There is no blog article at this address.", { status: 404 });
  return page;
}

/**
 * Fetches the post's .data file. Without it, an address with no prerendered page (the SPA fallback) would not fetch
 * at all when it loads: React Router expects a loader's data in the page's HTML and would fail with "No result found"
 * instead of the 404. A prerendered post carries its data, so this does not run while it hydrates.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader();
}

export const meta: Route.MetaFunction = ({ params, loaderData }) => {
  if (!loaderData) {
    return describePage({
      title: "Article not found | ListingLift",
      description: "There is no ListingLift blog article at this address.",
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  }
  const { post } = loaderData;
  return [
    ...describePage({
      title: `${post.title} | ListingLift`,
      description: post.description,
      path: `/blog/${post.slug}`,
      type: "article",
      jsonLd: [blogPostingJsonLd(post)],
    }),
    { property: "article:published_time", content: post.date },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer className="max-w-3xl">
      <BlogPostArticle post={loaderData.post} html={loaderData.html} related={loaderData.related} />
    </PageContainer>
  );
}

/** A 404 (no such post) is the not-found article; anything else (the network failed) goes on to the app's error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <PageContainer className="max-w-3xl">
      <ArticleNotFound />
    </PageContainer>
  );
}
