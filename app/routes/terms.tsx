import source from "../../content/legal/terms.md?raw";
import { MarkdownContent } from "../features/blog/components/markdown-content";
import { loadContentPage } from "../features/blog/content-page";
import { describePage } from "../features/brand/page-meta";
import { ContentPage } from "../features/legal/components/content-page";
import type { Route } from "./+types/terms";

const page = loadContentPage("terms", source);

export const meta: Route.MetaFunction = () => describePage({ title: "Terms | ListingLift", description: page.description, path: "/terms" });

export default function TermsPage() {
  return (
    <ContentPage title={page.title} description={page.description} updated={page.updated} headings={page.headings}>
      <MarkdownContent html={page.html} />
    </ContentPage>
  );
}
