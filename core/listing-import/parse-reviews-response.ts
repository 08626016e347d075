import type { Listing, ListingReview } from "../listing/listing";
import { htmlToText } from "./dom-text";
import { at, firstStr, isRecord, list, num, records, str } from "./json-access";
import { listingIdFromPath } from "./listing-url";
import { toStarRating } from "./numbers";

/** Reviews read from a reviews response, grouped by listing when the source says which listing they belong to. */
export interface ReviewsImport {
  /** The listing id, or null when the response does not name it (a StaysPdpReviewsQuery response). */
  listingId: string | null;
  reviews: ListingReview[];
}

/**
 * One review node of any shape we read: Airbnb's GraphQL (`comments`, `createdAt`, `reviewer.firstName`), the 2018
 * page data (`created_at`, `reviewer.first_name`), the Apify reviews export (`text`, `localizedText`), the spec's
 * scraper shape (`author.name`, `date`, `text`). The original text wins over a machine translation.
 */
export function toListingReview(node: unknown): ListingReview | null {
  if (!isRecord(node)) return null;
  const text = htmlToText(firstStr(node.comments, node.text, node.reviewBody, node.localizedText, at(node, "localizedReview", "text")));
  if (!text) return null;
  return {
    author: firstStr(
      at(node, "reviewer", "firstName"),
      at(node, "reviewer", "first_name"),
      at(node, "reviewer", "name"),
      at(node, "author", "name"),
      node.author,
    ),
    date: firstStr(node.createdAt, node.created_at, node.date, node.datePublished, node.localizedDate, node.localized_date),
    text,
    rating: toStarRating(num(node.rating) ?? num(at(node, "reviewRating", "ratingValue"))),
  };
}

export function toListingReviews(nodes: unknown): ListingReview[] {
  return list(nodes)
    .map(toListingReview)
    .filter((review): review is ListingReview => review !== null);
}

/** The reviews array of a `StaysPdpReviewsQuery` response, or null when the value is not one. */
function staysPdpReviewNodes(value: unknown): unknown[] | null {
  const nodes = at(value, "data", "presentation", "stayProductDetailPage", "reviews", "reviews");
  return Array.isArray(nodes) ? nodes : null;
}

/** An Apify tri_angle/airbnb-reviews-scraper item: a review with the `startUrl` of its listing. */
export function isApifyReviewItem(value: unknown): boolean {
  return isRecord(value) && isRecord(value.reviewer) && (typeof value.text === "string" || typeof value.localizedText === "string");
}

export function isReviewsResponse(value: unknown): boolean {
  if (staysPdpReviewNodes(value) !== null) return true;
  const items = Array.isArray(value) ? value : [value];
  return items.length > 0 && items.every(isApifyReviewItem);
}

function listingIdOfStartUrl(startUrl: string): string | null {
  try {
    return listingIdFromPath(new URL(startUrl).pathname.replace(/\/+$/, ""));
  } catch {
    return null;
  }
}

/**
 * Reads a reviews response: a `StaysPdpReviewsQuery` API response, or an Apify reviews export (an array or one
 * item; grouped by the listing of each item's `startUrl`). Returns [] when the value holds no reviews.
 */
export function parseReviewsResponse(value: unknown): ReviewsImport[] {
  const nodes = staysPdpReviewNodes(value);
  if (nodes !== null) return [{ listingId: null, reviews: toListingReviews(nodes) }];
  const groups = new Map<string | null, ListingReview[]>();
  for (const item of records(Array.isArray(value) ? value : [value])) {
    if (!isApifyReviewItem(item)) continue;
    const review = toListingReview(item);
    if (!review) continue;
    const listingId = listingIdOfStartUrl(str(item.startUrl));
    groups.set(listingId, [...(groups.get(listingId) ?? []), review]);
  }
  return [...groups].map(([listingId, reviews]) => ({ listingId, reviews }));
}

function reviewKey(review: ListingReview): string {
  return `${review.author}\u0000${review.text.slice(0, 200)}`;
}

/** The listing with these reviews added after the ones it has (the same review is not added twice). */
export function attachReviews(listing: Listing, reviews: readonly ListingReview[]): Listing {
  const seen = new Set(listing.reviewsData.map(reviewKey));
  const added = reviews.filter((review) => {
    const key = reviewKey(review);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...listing, reviewsData: [...listing.reviewsData, ...added] };
}

/**
 * The listing with the reviews of a reviews response added: those the response ties to this listing, or all of them
 * when the response does not say which listing it is about (a StaysPdpReviewsQuery response).
 */
export function attachReviewsResponse(listing: Listing, value: unknown): Listing {
  return parseReviewsResponse(value)
    .filter((group) => group.listingId === null || group.listingId === listing.id)
    .reduce((withReviews, group) => attachReviews(withReviews, group.reviews), listing);
}
