import type { Cheerio, CheerioAPI } from "cheerio/slim";
import type { AnyNode } from "domhandler";
import { createEmptyListing, type Listing } from "../listing/listing";
import { blockText, cleanText, imageSource, ownText, sectionById, tagIn, textElements, textParts, type ElementTest } from "./dom-text";
import { uniqueStrings } from "./json-access";
import { parseCount, parseDecimal, toReviewCount, toStarRating } from "./numbers";
import { parseRoomCounts } from "./room-counts";
import { renderedAmenities, renderedHighlights } from "./rendered-lists";
import { renderedReviews } from "./rendered-reviews";
import { renderedHost } from "./rendered-host";

/**
 * A listing from what a browser rendered (a page saved with "Save page as"): the 2021, 2022 and 2025 layouts, whose
 * sections carry `data-section-id`. English wording is read for ratings, hosts and locations; counts also in the
 * locales of room-counts.ts. Null when the page shows no listing title.
 */
export function parseRenderedPage($: CheerioAPI, page: { listingId: string; canonicalUrl: string } | null): Listing | null {
  const sectionTitle = cleanText(sectionById($, "TITLE_DEFAULT").find("h1").first().text());
  const title = sectionTitle || (page ? cleanText($("h1").first().text()) : "");
  if (!title) return null;
  const overview = sectionById($, "OVERVIEW_DEFAULT_V2", "OVERVIEW_DEFAULT");
  const labels = textElements(overview, tagIn("h1", "h2", "button")).map((el) => ownText(el));
  const counts = parseRoomCounts(labels);
  const kind = readHeading(overviewHeading($, overview, labels));
  const host = renderedHost($, kind.host);
  const placeLine = firstPlace($, sectionById($, "LOCATION_DEFAULT")) || firstPlace($, sectionById($, "TITLE_DEFAULT"));
  const summary = ratingAndCount($);
  const listing = createEmptyListing({
    id: page?.listingId ?? "",
    url: page?.canonicalUrl ?? "",
    title,
    description: longestSpan($, sectionById($, "DESCRIPTION_DEFAULT")),
    location: kind.place || firstPlace($, sectionById($, "TITLE_DEFAULT")) || placeLine,
    locationSubtitle: placeLine,
    images: uniqueStrings(sectionById($, "HERO_DEFAULT").find("img").get().map((img) => imageSource(img))),
    price: displayedPrice($),
    bedrooms: counts.bedrooms,
    beds: counts.beds,
    bathrooms: counts.bathrooms,
    ...(counts.bathroomAccess ? { bathroomAccess: counts.bathroomAccess } : {}),
    amenities: renderedAmenities($),
    host: host.name,
    hostData: { name: host.name, profileImage: host.profileImage, isSuperHost: host.isSuperHost, about: host.about },
    rating: summary.rating,
    reviews: summary.reviews,
    reviewsData: renderedReviews($),
    propertyType: kind.propertyType,
    roomType: roomTypeOf(kind.propertyType),
    accommodates: counts.accommodates,
    highlights: renderedHighlights($),
    isGuestFavorite: /\bguest favou?rite\b/i.test(textParts(sectionById($, "GUEST_FAVORITE_BANNER", "OVERVIEW_DEFAULT_V2"))),
    _source: "api",
  });
  return sectionTitle || isListingLike(listing) ? listing : null;
}

/**
 * A bare <h1> (outside the listing's title section) is not enough: a marketplace's "page not found" or block page has one too. The rendered page counts as
 * a listing only with something only a listing shows: room counts, a host, a rating or amenities.
 */
function isListingLike(listing: Listing): boolean {
  return (
    listing.accommodates !== null ||
    listing.bedrooms !== null ||
    listing.host !== "" ||
    listing.rating !== null ||
    listing.amenities.length > 0
  );
}

/** The overview's heading: an h2, or (2021) its first line; the narrow 2022 layout splits it ("Entire loft", "hosted by Brian"). */
function overviewHeading($: CheerioAPI, overview: ReturnType<typeof sectionById>, labels: readonly string[]): string {
  const heading = cleanText(overview.find("h1, h2").first().text());
  if (heading) return heading;
  const [first = "", second = ""] = labels;
  if (/ hosted by /i.test(first)) return first;
  return /^hosted by /i.test(second) ? `${first} ${second}` : "";
}

/** "Entire loft hosted by Brian" (2021-22) or "Entire condo in Innisfil, Canada" (2025). */
function readHeading(heading: string): { propertyType: string; host: string; place: string } {
  const hosted = /^(.+?) hosted by (.+)$/i.exec(heading);
  if (hosted?.[1] && hosted[2]) return { propertyType: hosted[1], host: hosted[2], place: "" };
  const placed = /^(.+) in (.+)$/i.exec(heading);
  if (placed?.[1] && placed[2]) return { propertyType: placed[1], host: "", place: placed[2] };
  return { propertyType: heading, host: "", place: "" };
}

/** Airbnb's room types, when the property line starts with one of them. */
function roomTypeOf(propertyType: string): string {
  if (/^entire\b/i.test(propertyType)) return "Entire home/apt";
  if (/^private room\b/i.test(propertyType)) return "Private room";
  if (/^shared room\b/i.test(propertyType)) return "Shared room";
  return "";
}

const PLACE = /^\p{Lu}[^,.!?|]{0,60}(?:, [^,.!?|]{1,60}){1,4}$/u;

/** The first "Town, Region, Country" line in a section (headings excluded). */
function firstPlace($: CheerioAPI, scope: ReturnType<typeof sectionById>): string {
  const notPlace: ElementTest = (el) => tagIn("h1", "h2", "h3")(el) || (el.name === "button" && el.attribs["aria-label"] !== undefined);
  const found = textElements(scope, notPlace).find((el) => PLACE.test(ownText(el)));
  return found ? ownText(found) : "";
}

/** The longest text block (an outermost span) of a section: the full description rather than its cut preview. */
function longestSpan($: CheerioAPI, scope: Cheerio<AnyNode>): string {
  return scope
    .find("span")
    .get()
    .filter((span) => $(span).parents("span").length === 0)
    .map((span) => blockText($, span))
    .reduce((longest, text) => (text.length > longest.length ? text : longest), "");
}

/** "$151 night": the first price line of the booking box (none when no dates or prices are shown). */
function displayedPrice($: CheerioAPI): string {
  const line = $('[data-testid="book-it-default"] [aria-hidden="true"]')
    .get()
    .map((el) => $(el).find("span").get().map((span) => ownText(span)).filter((part) => part !== ""))
    .find((parts) => parts.length >= 2 && /\d/.test(parts[0] ?? ""));
  return line ? line.join(" ") : "";
}

/** The listing's rating and review count as its header, overview, guest-favourite banner and reviews heading state them. */
function ratingAndCount($: CheerioAPI): { rating: number | null; reviews: number | null } {
  if (sectionById($, "REVIEWS_EMPTY_DEFAULT").length > 0) return { rating: null, reviews: 0 };
  const scopes = ["TITLE_DEFAULT", "OVERVIEW_DEFAULT_V2", "OVERVIEW_DEFAULT", "GUEST_FAVORITE_BANNER"].map((id) => sectionById($, id));
  const text = [...scopes, sectionById($, "REVIEWS_DEFAULT").find("h2").first()].map((scope) => textParts(scope)).join(" | ");
  const rating = /(\d(?:[.,]\d{1,2})?) out of 5/i.exec(text)?.[1] ?? /(\d[.,]\d{1,2}) ·\s*(?:\| )?[\d,.]+ reviews?/i.exec(text)?.[1];
  const count = /([\d][\d,.]*) reviews?\b/i.exec(text)?.[1];
  return {
    rating: toStarRating(rating ? parseDecimal(rating) : null),
    reviews: toReviewCount(count ? parseCount(count) : null),
  };
}
