import { createEmptyListing, type Listing } from "../listing/listing";
import { htmlToText } from "./dom-text";
import { at, bool, firstNum, firstStr, isRecord, list, records, str, uniqueStrings } from "./json-access";
import { canonicalListingUrl } from "./listing-url";
import { toReviewCount, toStarRating } from "./numbers";
import { toListingReviews } from "./parse-reviews-response";
import { parseRoomCounts } from "./room-counts";

/**
 * A listing from the 2016-2019 page format: `<script data-hypernova-key="spaspabundlejs">` holding
 * `<!--{bootstrapData: {reduxData: {marketplacePdp: {listingInfo: {listing}}}}}-->` in snake_case.
 */
const LISTING_PATH = ["bootstrapData", "reduxData", "marketplacePdp", "listingInfo", "listing"] as const;

/** The listing object of the first hypernova payload that has one. */
export function findHypernovaListing(payloads: readonly unknown[]): Record<string, unknown> | null {
  for (const payload of payloads) {
    const listing = at(payload, ...LISTING_PATH);
    if (isRecord(listing) && (str(listing.id) || str(listing.name))) return listing;
  }
  return null;
}

function photoUrls(photos: unknown): string[] {
  return uniqueStrings(records(photos).map((photo) => firstStr(photo.xx_large, photo.x_large, photo.large, photo.picture)));
}

function highlightTitles(highlights: unknown): string[] {
  return uniqueStrings(list(highlights).map((item) => (isRecord(item) ? firstStr(item.headline, item.title, item.message) : str(item))));
}

export function parseHypernovaListing(listing: Record<string, unknown>): Listing {
  const id = str(listing.id);
  const host = isRecord(listing.primary_host) ? listing.primary_host : {};
  const logging = listing.p3_event_data_logging;
  const counts = parseRoomCounts([str(listing.guest_label), str(listing.bedroom_label), str(listing.bed_label), str(listing.bathroom_label)]);
  const reviewCount = toReviewCount(firstNum(listing.visible_review_count, at(listing, "review_details_interface", "review_count")));
  const hostName = firstStr(host.host_name, host.smart_name, at(listing, "user", "host_name"));
  const amenities = records(listing.listing_amenities)
    .filter((amenity) => amenity.is_present === true)
    .map((amenity) => str(amenity.name));
  return createEmptyListing({
    id,
    url: id ? canonicalListingUrl(id) : "",
    title: firstStr(listing.name, listing.p3_summary_title, at(listing, "sectioned_description", "name")),
    description: htmlToText(firstStr(at(listing, "sectioned_description", "description"), at(listing, "sectioned_description", "summary"))),
    location: firstStr(listing.localized_city),
    locationSubtitle: firstStr(listing.p3_summary_address),
    images: photoUrls(listing.photos),
    bedrooms: counts.bedrooms,
    beds: counts.beds,
    bathrooms: counts.bathrooms,
    ...(counts.bathroomAccess ? { bathroomAccess: counts.bathroomAccess } : {}),
    amenities: uniqueStrings(amenities),
    host: hostName,
    hostData: {
      name: hostName,
      profileImage: firstStr(host.profile_pic_path, at(listing, "user", "profile_pic_path")),
      isSuperHost: bool(host.is_superhost) ?? bool(at(logging, "is_superhost")) ?? false,
      about: firstStr(host.about),
    },
    // The page drew `star_rating` as stars (to the half star); `review_score` is a 0-100 figure it did not show.
    rating: reviewCount === 0 ? null : toStarRating(firstNum(listing.star_rating)),
    reviews: reviewCount,
    reviewsData: toListingReviews(listing.sorted_reviews),
    propertyType: firstStr(listing.room_and_property_type),
    roomType: firstStr(at(logging, "room_type"), listing.localized_room_type),
    accommodates: firstNum(listing.person_capacity, at(logging, "person_capacity")) ?? counts.accommodates,
    highlights: highlightTitles(listing.highlights),
    _source: "api",
  });
}
