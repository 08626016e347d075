import { createEmptyListing, type Listing } from "../listing/listing";
import { htmlToText } from "./dom-text";
import { at, firstNum, firstStr, isRecord, list, records, str, uniqueStrings, type JsonRecord } from "./json-access";
import { canonicalListingUrl, listingIdFromPath } from "./listing-url";
import { toReviewCount, toStarRating } from "./numbers";
import { toListingReviews } from "./parse-reviews-response";

/**
 * A listing from schema.org JSON-LD (`VacationRental`, `Product`, lodging types): name, description, images,
 * locality, aggregate rating and, when present, amenity features and reviews. Airbnb's `containsPlace.occupancy` is
 * not read as the guest count: on a real page it said 1 where the listing takes 2 (it follows the searched party).
 */
const LODGING_TYPES = new Set([
  "VacationRental", "LodgingBusiness", "Accommodation", "House", "Apartment", "Room", "Hotel",
  "BedAndBreakfast", "Suite", "SingleFamilyResidence",
]);

function types(node: JsonRecord): string[] {
  return list(node["@type"]).concat(typeof node["@type"] === "string" ? [node["@type"]] : []).map(str);
}

function imageList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return uniqueStrings(items.map((item) => (isRecord(item) ? str(item.url) || str(item.contentUrl) : str(item)))).filter((url) =>
    /^https?:\/\//.test(url),
  );
}

/** "DemandStayListing:123" is Airbnb's base64 `identifier`; a URL in `url`/`@id` also names the listing. */
function listingId(node: JsonRecord): string {
  const fromUrl = firstStr(node.url, node["@id"]);
  try {
    const id = fromUrl ? listingIdFromPath(new URL(fromUrl).pathname) : null;
    if (id) return id;
  } catch {
    // not a URL: fall through to the identifier
  }
  const identifier = str(node.identifier);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(identifier)) return "";
  try {
    return /^[A-Za-z]*Listing:(\d+)$/.exec(atob(identifier))?.[1] ?? "";
  } catch {
    return "";
  }
}

function fromNode(node: JsonRecord): Listing {
  const id = listingId(node);
  const address = isRecord(node.address) ? node.address : {};
  const country = str(at(address, "addressCountry", "name")) || str(address.addressCountry);
  const place = uniqueStrings([str(address.addressLocality), str(address.addressRegion), country]);
  const count = toReviewCount(firstNum(at(node, "aggregateRating", "ratingCount"), at(node, "aggregateRating", "reviewCount")));
  const amenities = records(node.amenityFeature)
    .filter((feature) => feature.value !== false)
    .map((feature) => str(feature.name));
  return createEmptyListing({
    id,
    url: id ? canonicalListingUrl(id) : "",
    title: str(node.name),
    description: htmlToText(str(node.description)),
    location: str(address.addressLocality) || str(node.address),
    locationSubtitle: place.length > 1 ? place.join(", ") : "",
    images: imageList(node.image),
    amenities: uniqueStrings(amenities),
    rating: count === 0 ? null : toStarRating(firstNum(at(node, "aggregateRating", "ratingValue"))),
    reviews: count,
    reviewsData: toListingReviews(node.review),
    _source: "api",
  });
}

/** Fills the gaps of `first` with `second`'s values (both from the same page's JSON-LD). */
function combine(first: Listing, second: Listing): Listing {
  const out: Listing = { ...first };
  for (const key of ["id", "url", "title", "description", "location", "locationSubtitle"] as const) out[key] ||= second[key];
  if (out.images.length === 0) out.images = second.images;
  if (out.amenities.length === 0) out.amenities = second.amenities;
  if (out.reviewsData.length === 0) out.reviewsData = second.reviewsData;
  out.rating ??= second.rating;
  out.reviews ??= second.reviews;
  return out;
}

/**
 * A listing from the page's JSON-LD objects, or null when none describes a lodging with a name. A `Product` block
 * (Airbnb adds one with the rating) only fills gaps: on its own it could be any shop's product.
 */
export function parseJsonLd(objects: readonly unknown[]): Listing | null {
  const named = objects.filter(isRecord).filter((node) => str(node.name) !== "");
  const lodgings = named.filter((node) => types(node).some((type) => LODGING_TYPES.has(type)));
  if (lodgings.length === 0) return null;
  const products = named.filter((node) => types(node).includes("Product") && !lodgings.includes(node));
  return [...lodgings, ...products].map(fromNode).reduce(combine);
}
