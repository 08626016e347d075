import { MarkdownContent } from "../features/blog/components/markdown-content";
import { loadContentPage } from "../features/blog/content-page.server";
import { describePage } from "../features/brand/page-meta";
import { ContentPage } from "../features/legal/components/content-page";
import type { Route } from "./+types/terms";

/** Runs when the page is prerendered: its HTML reaches the browser in the page and in /terms.data, never its Markdown. */
export function loader() {
  return loadContentPage("terms");
}

// The data is always there when this runs: a failed .data fetch shows the root's error page, without this route's meta.
export const meta: Route.MetaFunction = ({ loaderData }) => describePage({ title: "Terms | ListingLift", description: loaderData?.description ?? "", path: "/terms" });

export default function TermsPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <ContentPage title={page.title} description={page.description} updated={page.updated} headings={page.headings}>
      <MarkdownContent html={page.html} />
    </ContentPage>
  );
}
