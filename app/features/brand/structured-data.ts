import type { BlogPostSummary } from "../../../core/blog/blog-posts";
import { CREDIT_PACKS } from "../../../core/credits/credit-packs";
import { LAUNCH_SPECIAL } from "../../../core/credits/launch-special";
import { absoluteUrl } from "../../lib/site-origin";
import { SITE_NAME } from "./page-meta";

/** schema.org descriptions of the site for search engines (JSON-LD), with absolute URLs on the public origin. */
const CONTEXT = "https://schema.org";

export function organizationJsonLd() {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", url: absoluteUrl("/contact") },
  };
}

/** The listing writer as a product, with every price it is sold at (core/credits: the launch offer and the packs). */
export function productJsonLd() {
  const offer = (name: string, price: number, description: string) => ({
    "@type": "Offer",
    name,
    description,
    price: price.toFixed(2),
    priceCurrency: "USD",
    availability: "https://schema.org/InStock",
    url: absoluteUrl("/pricing"),
  });
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: `${SITE_NAME} AI listing writer`,
    description:
      "Writes short-term-rental listings (titles, description sections, house rules and nearby places) from the facts of a home, checked against Airbnb, Vrbo and Booking.com rules. Paid per listing with credits, no subscription.",
    brand: { "@type": "Brand", name: SITE_NAME },
    url: absoluteUrl("/"),
    offers: [
      offer(LAUNCH_SPECIAL.name, LAUNCH_SPECIAL.price, `${LAUNCH_SPECIAL.listingCredits} listing credit, first purchase only`),
      ...CREDIT_PACKS.map((pack) => offer(pack.name, pack.price, `${pack.credits} listing credit${pack.credits === 1 ? "" : "s"}`)),
    ],
  };
}

export function blogPostingJsonLd(post: BlogPostSummary) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", "@id": absoluteUrl("/#organization"), name: SITE_NAME, logo: absoluteUrl("/favicon.svg") },
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    timeRequired: `PT${post.readingMinutes}M`,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(post.image),
  };
}
