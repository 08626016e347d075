import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../../lib/site-origin";

export const SITE_NAME = "ListingLift";

interface PageMetaInput {
  /** The document title, e.g. "Blog | ListingLift". */
  title: string;
  description: string;
  /** The page's own path, e.g. "/blog": its canonical URL and Open Graph URL on the public origin. */
  path: string;
  /** "article" for a blog post. */
  type?: "website" | "article";
  /** Keep the page out of search results (a missing article, the not-found page, admin pages). */
  noindex?: boolean;
  /** schema.org objects, each written as a JSON-LD script. */
  jsonLd?: readonly object[];
}

/**
 * A page's title and description, its canonical URL, the same again for link previews (Open Graph, Twitter cards),
 * and its structured data. A page kept out of search results has no canonical URL.
 */
export function describePage({ title, description, path, type = "website", noindex = false, jsonLd = [] }: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  return [
    { title },
    { name: "description", content: description },
    noindex ? { name: "robots", content: "noindex" } : { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
