import type { Listing } from "../listing/listing";

/**
 * One listing from several readings of the same page, most trusted first (embedded data before JSON-LD before
 * rendered text). A later reading only fills what the earlier ones left empty: "", null, [] or an absent optional field.
 * It never overrides.
 */
const TEXT_FIELDS = ["id", "url", "title", "description", "location", "locationSubtitle", "price", "host", "propertyType", "roomType"] as const;
const NUMBER_FIELDS = ["bedrooms", "beds", "bathrooms", "rating", "reviews", "accommodates", "qualityScore"] as const;

function fillGaps(base: Listing, extra: Listing): Listing {
  const out: Listing = { ...base, hostData: { ...base.hostData } };
  for (const key of TEXT_FIELDS) if (out[key] === "") out[key] = extra[key];
  for (const key of NUMBER_FIELDS) if (out[key] === null) out[key] = extra[key];
  // Optional: absent means "not said", so a later reading may say it.
  if (out.bathroomAccess === undefined && extra.bathroomAccess !== undefined) out.bathroomAccess = extra.bathroomAccess;
  if (out.images.length === 0) out.images = extra.images;
  if (out.amenities.length === 0) out.amenities = extra.amenities;
  if (out.reviewsData.length === 0) out.reviewsData = extra.reviewsData;
  if (out.highlights.length === 0) out.highlights = extra.highlights;
  // The badge flags mean "shown": a reading that knows the host (or the badge) decides; one that does not, cannot deny it.
  if (base.hostData.name === "") out.hostData.isSuperHost = extra.hostData.isSuperHost;
  out.isGuestFavorite = base.isGuestFavorite || extra.isGuestFavorite;
  for (const key of ["name", "profileImage", "about"] as const) if (out.hostData[key] === "") out.hostData[key] = extra.hostData[key];
  return out;
}

export function mergeListings(readings: readonly Listing[]): Listing | null {
  const [first, ...rest] = readings;
  return first ? rest.reduce(fillGaps, first) : null;
}
