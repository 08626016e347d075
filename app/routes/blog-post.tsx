import { PageContainer } from "../components/layout/page-shell";
import { ArticleNotFound, BlogPostArticle } from "../features/blog/components/blog-post-article";
import { getBlogPost } from "../features/blog/posts";
import { describePage } from "../features/brand/page-meta";
import { blogPostingJsonLd } from "../features/brand/structured-data";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = ({ params }) => {
  const post = getBlogPost(params.slug);
  if (!post) {
    return describePage({
      title: "Article not found | ListingLift",
      description: "There is no ListingLift blog article at this address.",
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  }
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

export default function BlogPostPage({ params }: Route.ComponentProps) {
  const post = getBlogPost(params.slug);
  return <PageContainer className="max-w-3xl">{post ? <BlogPostArticle post={post} /> : <ArticleNotFound />}</PageContainer>;
}
