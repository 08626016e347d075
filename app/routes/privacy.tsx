import source from "../../content/legal/privacy.md?raw";
import { MarkdownContent } from "../features/blog/components/markdown-content";
import { loadContentPage } from "../features/blog/content-page";
import { describePage } from "../features/brand/page-meta";
import { ContentPage } from "../features/legal/components/content-page";
import type { Route } from "./+types/privacy";

const page = loadContentPage("privacy", source);

export const meta: Route.MetaFunction = () => describePage({ title: "Privacy | ListingLift", description: page.description, path: "/privacy" });

export default function PrivacyPage() {
  return (
    <ContentPage title={page.title} description={page.description} updated={page.updated} headings={page.headings}>
      <MarkdownContent html={page.html} />
    </ContentPage>
  );
}
