import { createEmptyListing, type Listing } from "../listing/listing";
import { htmlToText } from "./dom-text";
import { at, bool, firstNum, firstStr, uniqueStrings } from "./json-access";
import { canonicalListingUrl } from "./listing-url";
import { toReviewCount, toStarRating } from "./numbers";
import { toListingReviews } from "./parse-reviews-response";
import { parseRoomCounts, splitDotted } from "./room-counts";
import {
  availableAmenities,
  displayPrice,
  findStaysPdpSections,
  imageUrls,
  itemTitles,
  sbuiFlag,
  section,
  type StaysPdpSections,
} from "./stays-pdp-sections-read";

/**
 * A listing from the `StaysPdpSections` payload: the `/api/v3/StaysPdpSections` response, or the value of the
 * `StaysPdpSections:{…}` entry that a server-rendered page embeds in `niobeClientData`. Null when the value holds no
 * sections (e.g. `{"deferred":true}` or `{"skip":true}` in a page reached by client-side navigation).
 */
export function parseStaysPdpSections(value: unknown): Listing | null {
  const payload = findStaysPdpSections(value);
  return payload ? toListing(payload) : null;
}

function toListing(payload: StaysPdpSections): Listing | null {
  const logging = at(payload.metadata, "loggingContext", "eventDataLogging");
  const sharing = at(payload.metadata, "sharingConfig");
  const titleSection = section(payload, "TITLE_DEFAULT");
  const embed = at(titleSection, "shareSave", "embedData");
  const calendar = section(payload, "AVAILABILITY_CALENDAR_INLINE", "AVAILABILITY_CALENDAR_DEFAULT");
  const reviews = section(payload, "REVIEWS_DEFAULT");
  const host = section(payload, "MEET_YOUR_HOST");
  const card = at(host, "cardData");
  const overview = payload.sbui.get("OVERVIEW_DEFAULT_V2") ?? section(payload, "OVERVIEW_DEFAULT_V2", "OVERVIEW_DEFAULT");
  const hostOverview = payload.sbui.get("HOST_OVERVIEW_DEFAULT");

  const id = firstStr(at(logging, "listingId"), at(payload.metadata, "clientLoggingContext", "productId"), at(embed, "id"));
  const title = firstStr(titleSection.title, at(embed, "name"), calendar.listingTitle);
  if (!id && !title) return null;

  const counts = parseRoomCounts([
    ...itemTitles(at(overview, "overviewItems")),
    ...itemTitles(titleSection.overviewItems),
    ...splitDotted(firstStr(at(sharing, "title"), at(titleSection, "shareSave", "sharingConfig", "title"))),
    ...itemTitles(calendar.descriptionItems),
  ]);
  const reviewCount = toReviewCount(
    firstNum(reviews.overallCount, at(logging, "visibleReviewCount"), at(sharing, "reviewCount"), at(embed, "reviewCount")),
  );
  const rating = reviewCount === 0 ? null : firstNum(reviews.overallRating, at(logging, "guestSatisfactionOverall"), at(sharing, "starRating"));
  const hostName = firstStr(at(card, "name"), /^Hosted by (.+)$/.exec(firstStr(at(hostOverview, "title")))?.[1]);

  return createEmptyListing({
    id,
    url: id ? canonicalListingUrl(id) : "",
    title,
    description: htmlToText(firstStr(at(section(payload, "DESCRIPTION_DEFAULT"), "htmlDescription", "htmlText"))),
    location: firstStr(at(sharing, "location"), calendar.localizedLocation),
    locationSubtitle: firstStr(section(payload, "LOCATION_DEFAULT").subtitle),
    images: pickImages(payload),
    price: displayPrice(section(payload, "BOOK_IT_SIDEBAR", "BOOK_IT_FLOATING_FOOTER", "BOOK_IT_NAV")),
    bedrooms: counts.bedrooms,
    beds: counts.beds,
    bathrooms: counts.bathrooms,
    ...(counts.bathroomAccess ? { bathroomAccess: counts.bathroomAccess } : {}),
    amenities: availableAmenities(section(payload, "AMENITIES_DEFAULT")),
    host: hostName,
    hostData: {
      name: hostName,
      profileImage: firstStr(at(card, "profilePictureUrl"), at(hostOverview, "hostAvatar", "avatarImage", "baseUrl")),
      isSuperHost: bool(at(card, "isSuperhost")) ?? bool(at(logging, "isSuperhost")) ?? sbuiFlag(payload, "isSuperHost"),
      about: firstStr(host.about),
    },
    rating: toStarRating(rating),
    reviews: reviewCount,
    reviewsData: toListingReviews(reviews.reviews),
    propertyType: firstStr(at(sharing, "propertyType"), at(embed, "propertyType")),
    roomType: firstStr(at(logging, "roomType")),
    accommodates:
      firstNum(at(logging, "personCapacity"), at(sharing, "personCapacity"), at(embed, "personCapacity"), calendar.maxGuestCapacity) ??
      counts.accommodates,
    highlights: uniqueStrings(itemTitles(section(payload, "HIGHLIGHTS_DEFAULT").highlights)),
    isGuestFavorite: reviews.isGuestFavorite === true || sbuiFlag(payload, "isGuestFavorite") || guestFavoriteBanner(payload),
    _source: "api",
  });
}

function pickImages(payload: StaysPdpSections): string[] {
  const tour = imageUrls(section(payload, "PHOTO_TOUR_SCROLLABLE_MODAL", "PHOTO_TOUR_SCROLLABLE").mediaItems);
  if (tour.length > 0) return tour;
  const hero = imageUrls(section(payload, "HERO_DEFAULT").previewImages);
  if (hero.length > 0) return hero;
  const shared = firstStr(at(payload.metadata, "sharingConfig", "imageUrl"));
  return shared ? [shared] : [];
}

/** The "Guest favourite" banner (laurels) that the server builds only for guest favourites. */
function guestFavoriteBanner(payload: StaysPdpSections): boolean {
  const banner = payload.sbui.get("GUEST_FAVORITE_BANNER");
  return banner !== undefined && (firstStr(banner.tag, banner.brandDescription) !== "" || banner.hasGoldenLaurel === true);
}
