import { MarkdownContent } from "../features/blog/components/markdown-content";
import { loadContentPage } from "../features/blog/content-page.server";
import { describePage } from "../features/brand/page-meta";
import { ContentPage } from "../features/legal/components/content-page";
import type { Route } from "./+types/user-guide";

// content/user-guide.md; its screenshots are made by e2e/content-guide-screenshots.spec.ts (GUIDE_SCREENSHOTS=1).
/** Runs when the page is prerendered: its HTML reaches the browser in the page and in /user-guide.data, never its Markdown. */
export function loader() {
  return loadContentPage("user-guide");
}

// The data is always there when this runs: a failed .data fetch shows the root's error page, without this route's meta.
export const meta: Route.MetaFunction = ({ loaderData }) => describePage({ title: "User Guide | ListingLift", description: loaderData?.description ?? "", path: "/user-guide" });

export default function UserGuidePage({ loaderData: page }: Route.ComponentProps) {
  return (
    <ContentPage title={page.title} description={page.description} updated={page.updated} headings={page.headings}>
      <MarkdownContent html={page.html} />
    </ContentPage>
  );
}
