import type { Listing } from "../listing/listing";
import { highlightsFromReviews } from "./praised-highlights";
import { AMENITY_MAX_CHARACTERS, takesBathroomAccess, type PropertyFacts, type PropertyLocation, type RoomType } from "./property-facts";

/**
 * The facts a listing really states, for "Improve this listing": the form starts from them and the host fills in the
 * rest. Nothing is guessed: a count the listing lacks is left out, not set to 0, and so is a location it does not give.
 * The marketplace's "highlights" are left out too: they are the platform's badges ("Free cancellation until 13 Sept.",
 * "Great communication"), not the host's selling points. What the listing's own reviews praise becomes a highlight when
 * the facts hold it (praised-highlights.ts).
 */
export type PropertyFactsDraft = Partial<Omit<PropertyFacts, "location">> & { location?: Partial<PropertyLocation> };

const MAX_AMENITIES = 120;
const MAX_AMENITY_LENGTH = AMENITY_MAX_CHARACTERS;

/** Room types as sources write them: "Entire home/apt", "ENTIRE_HOME", "Private room", "Hotel room"… */
const ROOM_TYPE_PATTERNS: readonly (readonly [RegExp, RoomType])[] = [
  [/^entire|entire[_ ]home/iu, "entire_home"],
  [/private[_ ]room/iu, "private_room"],
  [/shared[_ ]room/iu, "shared_room"],
  [/hotel[_ ]room|^room in (?:a )?(?:boutique )?(?:apart)?hotel/iu, "hotel_room"],
];

export function readRoomType(roomType: string, propertyType: string): RoomType | undefined {
  for (const text of [roomType, propertyType]) {
    const found = ROOM_TYPE_PATTERNS.find(([pattern]) => pattern.test(text.trim()));
    if (found !== undefined) return found[1];
  }
  return undefined;
}

/** "Lisbon, Portugal" → city and country; "Albany, New York, United States" → with the region. One part is a city. */
export function readLocation(location: string): Partial<PropertyLocation> | undefined {
  const parts = location.split(",").map((part) => part.trim()).filter((part) => part !== "" && part.length <= 120);
  if (parts.length === 0) return undefined;
  const [city, ...rest] = parts as [string, ...string[]];
  if (rest.length === 0) return { city };
  const country = rest.at(-1) as string;
  const region = rest.length > 1 ? rest.slice(0, -1).join(", ") : undefined;
  return { city, country, ...(region !== undefined && region.length <= 120 ? { region } : {}) };
}

function readCount(value: number | null, max: number): number | undefined {
  return value !== null && Number.isFinite(value) && value >= 0 && value <= max ? value : undefined;
}

function cleanList(items: readonly string[], maxItems: number, maxLength: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of items) {
    const text = item.replace(/\s+/gu, " ").trim();
    if (text === "" || text.length > maxLength || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    kept.push(text);
  }
  return kept.slice(0, maxItems);
}

/** The facts a normalised listing states, and only those. */
export function readFactsFromListing(listing: Listing): PropertyFactsDraft {
  const draft: PropertyFactsDraft = {};
  const propertyType = listing.propertyType.trim();
  if (propertyType !== "" && propertyType.length <= 80) draft.propertyType = propertyType;
  const roomType = readRoomType(listing.roomType, listing.propertyType);
  if (roomType !== undefined) draft.roomType = roomType;
  const location = readLocation(listing.location);
  if (location !== undefined) draft.location = location;
  const bedrooms = readCount(listing.bedrooms, 50);
  if (bedrooms !== undefined && Number.isInteger(bedrooms)) draft.bedrooms = bedrooms;
  const beds = readCount(listing.beds, 100);
  if (beds !== undefined && Number.isInteger(beds)) draft.beds = beds;
  const bathrooms = readCount(listing.bathrooms, 50);
  if (bathrooms !== undefined) draft.bathrooms = Math.round(bathrooms * 2) / 2;
  // Only a booked room's bathrooms are private or shared: an entire home's are its guests' own; with no room type, it is not carried.
  if (takesBathroomAccess(roomType) && listing.bathroomAccess !== undefined) draft.bathroomAccess = listing.bathroomAccess;
  const accommodates = readCount(listing.accommodates, 50);
  if (accommodates !== undefined && accommodates >= 1 && Number.isInteger(accommodates)) draft.accommodates = accommodates;
  const amenities = cleanList(listing.amenities, MAX_AMENITIES, MAX_AMENITY_LENGTH);
  if (amenities.length > 0) draft.amenities = amenities;
  const praised = highlightsFromReviews(draft, listing.reviewsData.map((review) => review.text));
  if (praised.length > 0) draft.highlights = praised;
  return draft;
}
