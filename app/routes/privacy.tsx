import { MarkdownContent } from "../features/blog/components/markdown-content";
import { loadContentPage } from "../features/blog/content-page.server";
import { describePage } from "../features/brand/page-meta";
import { ContentPage } from "../features/legal/components/content-page";
import type { Route } from "./+types/privacy";

/** Runs when the page is prerendered: its HTML reaches the browser in the page and in /privacy.data, never its Markdown. */
export function loader() {
  return loadContentPage("privacy");
}

// The data is always there when this runs: a failed .data fetch shows the root's error page, without this route's meta.
export const meta: Route.MetaFunction = ({ loaderData }) => describePage({ title: "Privacy | ListingLift", description: loaderData?.description ?? "", path: "/privacy" });

export default function PrivacyPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <ContentPage title={page.title} description={page.description} updated={page.updated} headings={page.headings}>
      <MarkdownContent html={page.html} />
    </ContentPage>
  );
}
