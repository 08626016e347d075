import source from "../../content/user-guide.md?raw";
import { MarkdownContent } from "../features/blog/components/markdown-content";
import { loadContentPage } from "../features/blog/content-page";
import { describePage } from "../features/brand/page-meta";
import { ContentPage } from "../features/legal/components/content-page";
import type { Route } from "./+types/user-guide";

// content/user-guide.md; its screenshots are made by e2e/content-guide-screenshots.spec.ts (GUIDE_SCREENSHOTS=1).
const page = loadContentPage("user-guide", source);

export const meta: Route.MetaFunction = () => describePage({ title: "User Guide | ListingLift", description: page.description, path: "/user-guide" });

export default function UserGuidePage() {
  return (
    <ContentPage title={page.title} description={page.description} updated={page.updated} headings={page.headings}>
      <MarkdownContent html={page.html} />
    </ContentPage>
  );
}
