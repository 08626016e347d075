import { PageContainer } from "../components/layout/page-shell";
import { ArticleNotFound, BlogPostArticle } from "../features/blog/components/blog-post-article";
import { getBlogPost } from "../features/blog/posts";
import { describePage, SITE_NAME } from "../features/brand/page-meta";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = ({ params }) => {
  const post = getBlogPost(params.slug);
  if (!post) {
    return describePage({ title: "Article not found | ListingLift", description: "There is no ListingLift blog article at this address.", noindex: true });
  }
  return [
    ...describePage({ title: `${post.title} | ListingLift`, description: post.description, type: "article" }),
    { property: "article:published_time", content: post.date },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        dateModified: post.date,
        author: { "@type": "Organization", name: post.author },
        publisher: { "@type": "Organization", name: SITE_NAME },
        keywords: post.tags.join(", "),
        wordCount: post.wordCount,
        timeRequired: `PT${post.readingMinutes}M`,
        // Relative: the public origin is known only to the server (BASE_URL), not when the pages are prerendered.
        url: `/blog/${post.slug}`,
        image: post.image,
      },
    },
  ];
};

export default function BlogPostPage({ params }: Route.ComponentProps) {
  const post = getBlogPost(params.slug);
  return <PageContainer className="max-w-3xl">{post ? <BlogPostArticle post={post} /> : <ArticleNotFound />}</PageContainer>;
}
