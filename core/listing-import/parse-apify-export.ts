import { createEmptyListing, type Listing } from "../listing/listing";
import { htmlToText } from "./dom-text";
import { at, bool, firstNum, firstStr, isRecord, list, records, str, uniqueStrings, type JsonRecord } from "./json-access";
import { canonicalListingUrl, parseListingUrl } from "./listing-url";
import { toReviewCount, toStarRating } from "./numbers";
import { toListingReviews } from "./parse-reviews-response";
import { parseRoomCounts, splitDotted } from "./room-counts";

/**
 * Scraping-service exports: the Apify tri_angle/airbnb-scraper item (any locale: counts are read from its localized
 * `subDescription.items` and `sharingConfigTitle`) and the spec's scraper shape (§7: `listingId`, `name`,
 * `descriptionText`, `address {city, state, country}`, `bedrooms`, `bathrooms`, `reviews`, `reviewsCount`…).
 */
export function isApifyListing(value: unknown): value is JsonRecord {
  if (!isRecord(value) || isRecord(value.reviewer)) return false;
  const named = firstStr(value.id, value.listingId) !== "" || parseListingUrl(str(value.url)).ok;
  return named && firstStr(value.title, value.name) !== "";
}

/** Amenity names: plain strings, `{name|title}` objects, or Apify groups `{title, values: [{title, available}]}`. */
function amenityNames(value: unknown): string[] {
  const names = list(value).flatMap((item): string[] => {
    if (!isRecord(item)) return [str(item)];
    if (Array.isArray(item.values)) return records(item.values).filter((v) => v.available !== false).map((v) => firstStr(v.title, v.name));
    return item.available === false ? [] : [firstStr(item.name, item.title)];
  });
  return uniqueStrings(names);
}

function imageList(value: unknown): string[] {
  return uniqueStrings(list(value).map((image) => (isRecord(image) ? firstStr(image.imageUrl, image.url, image.baseUrl) : str(image))));
}

/** "1.597 lei pentru 2 nopți": the amount and what it is for, with no-break spaces made plain. */
function priceText(price: unknown): string {
  if (!isRecord(price)) return str(price).replace(/\s+/g, " ");
  const amount = firstStr(price.price, price.discountedPrice);
  const text = amount ? [amount, str(price.qualifier)].filter((part) => part !== "").join(" ") : str(price.label);
  return text.replace(/\s+/g, " ");
}

function listingIdOf(item: JsonRecord): string {
  const id = firstStr(item.id, item.listingId);
  if (/^\d+$/.test(id)) return id;
  const fromUrl = parseListingUrl(str(item.url));
  return fromUrl.ok ? fromUrl.listingId : id;
}

export function parseApifyListing(item: JsonRecord): Listing {
  const id = listingIdOf(item);
  const host = isRecord(item.host) ? item.host : {};
  const address = isRecord(item.address) ? item.address : {};
  const ratingBlock = isRecord(item.rating) ? item.rating : {};
  const counts = parseRoomCounts([...list(at(item, "subDescription", "items")).map(str), ...splitDotted(str(item.sharingConfigTitle))]);
  const reviewCount = toReviewCount(firstNum(ratingBlock.reviewsCount, item.reviewsCount, item.numberOfReviews));
  const brand = isRecord(item.brandHighlights) ? item.brandHighlights : {};
  const quality = firstNum(item.qualityScore);
  return createEmptyListing({
    id,
    url: /^\d+$/.test(id) ? canonicalListingUrl(id) : "",
    title: firstStr(item.title, item.name),
    description: htmlToText(firstStr(item.description, item.descriptionText, at(item, "htmlDescription", "htmlText"))),
    location: firstStr(item.location, address.city),
    locationSubtitle: firstStr(item.locationSubtitle, uniqueStrings([str(address.city), str(address.state), str(address.country)]).join(", ")),
    images: imageList(item.images),
    price: priceText(item.price),
    bedrooms: firstNum(item.bedrooms) ?? counts.bedrooms,
    beds: firstNum(item.beds) ?? counts.beds,
    bathrooms: firstNum(item.bathrooms) ?? counts.bathrooms,
    ...(counts.bathroomAccess ? { bathroomAccess: counts.bathroomAccess } : {}),
    amenities: amenityNames(item.amenities),
    host: firstStr(host.name),
    hostData: {
      name: firstStr(host.name),
      profileImage: firstStr(host.profileImage, host.profilePicture),
      isSuperHost: bool(host.isSuperHost) ?? bool(host.isSuperhost) ?? false,
      about: firstStr(host.about),
    },
    rating: reviewCount === 0 ? null : toStarRating(firstNum(ratingBlock.guestSatisfaction, item.rating, item.stars)),
    reviews: reviewCount,
    reviewsData: toListingReviews(item.reviews),
    propertyType: firstStr(item.propertyType),
    roomType: firstStr(item.roomType),
    accommodates: firstNum(item.personCapacity, item.accommodates) ?? counts.accommodates,
    highlights: uniqueStrings(list(item.highlights).map((h) => (isRecord(h) ? str(h.title) : str(h)))),
    // The guest-favourite banner ("Guest favourite" laurels) carries a subtitle; other brand banners do not.
    isGuestFavorite: bool(item.isGuestFavorite) ?? (str(brand.subtitle) !== "" || brand.hasGoldenLaurel === true),
    qualityScore: quality !== null && quality >= 0 && quality <= 10 ? quality : null,
    _source: "api",
  });
}

/** An export: an array of items (items that are not listings, such as error rows, are skipped) or one item. */
export function parseApifyExport(value: unknown): Listing | Listing[] | null {
  if (Array.isArray(value)) {
    const listings = value.filter(isApifyListing).map(parseApifyListing);
    return listings.length > 0 ? listings : null;
  }
  return isApifyListing(value) ? parseApifyListing(value) : null;
}
