import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "ListingLift";

interface PageMetaInput {
  /** The document title, e.g. "Blog | ListingLift". */
  title: string;
  description: string;
  /** "article" for a blog post. */
  type?: "website" | "article";
  /** Keep the page out of search results (a missing article). */
  noindex?: boolean;
}

/** A page's title and description, repeated for link previews (Open Graph, Twitter cards). */
export function describePage({ title, description, type = "website", noindex = false }: PageMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
