import { BookOpen, Gauge } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => [
  { title: "Blog | ListingLift" },
  {
    name: "description",
    content: "Articles for short-term-rental hosts: writing listings that rank, photos and captions, house rules and guest expectations.",
  },
];

export default function BlogPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Blog"
        description="Articles for short-term-rental hosts: writing listings that rank, photos and captions, house rules and what guests expect."
      />
      <p className="mb-8 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">No articles have been published yet.</p>
      <PageLinks
        label="Related"
        links={[
          { title: "User Guide", description: "How to use each ListingLift tool, step by step.", href: "/user-guide", Icon: BookOpen },
          { title: "Listing Quality Grader", description: "Score your listing and see what to improve.", href: "/listing-quality-grader", Icon: Gauge },
        ]}
      />
    </PageContainer>
  );
}
