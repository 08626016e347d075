import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { Button } from "../components/ui/button";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = () => [
  { title: "Blog | ListingLift" },
  { name: "description", content: "An article from the ListingLift blog for short-term-rental hosts." },
];

/** No articles are published yet, so every address under /blog/ is one we cannot show. */
export default function BlogPostPage() {
  return (
    <PageContainer>
      <PageHeader title="Article not found" description="We couldn't find an article at this address.">
        <Button asChild variant="outline">
          <Link to="/blog">
            <ArrowLeft aria-hidden="true" />
            Back to the blog
          </Link>
        </Button>
      </PageHeader>
    </PageContainer>
  );
}
