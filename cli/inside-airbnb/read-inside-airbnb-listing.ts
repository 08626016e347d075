import { readBathroomAccess } from "../../core/listing-import/bathroom-access";
import { createEmptyListing, type Listing } from "../../core/listing/listing";

/**
 * One row of an Inside Airbnb "detailed listings" file as a normalised listing. Only what the row holds is filled in:
 * the file has one picture (picture_url), no highlights and no guest-favourite badge. Whose the bathrooms are comes from
 * `bathrooms_text` ("1 shared bath", "Private half-bath"); "2 baths" says neither.
 */
export function readInsideAirbnbListing(row: Record<string, string>): Listing {
  const rating = readNumber(row.review_scores_rating);
  const reviews = readNumber(row.number_of_reviews);
  const bathroomAccess = readBathroomAccess(row.bathrooms_text ?? "");
  return createEmptyListing({
    id: row.id ?? "",
    url: row.listing_url ?? "",
    title: (row.name ?? "").trim(),
    description: readHtmlText(row.description ?? ""),
    location: (row.neighbourhood || row.neighbourhood_cleansed || "").trim(),
    locationSubtitle: (row.neighbourhood_cleansed ?? "").trim(),
    images: row.picture_url ? [row.picture_url] : [],
    price: row.price ?? "",
    bedrooms: readNumber(row.bedrooms),
    beds: readNumber(row.beds),
    bathrooms: readNumber(row.bathrooms) ?? readBathroomsText(row.bathrooms_text ?? ""),
    ...(bathroomAccess !== null ? { bathroomAccess } : {}),
    amenities: readAmenityList(row.amenities ?? ""),
    host: row.host_name ?? "",
    hostData: {
      name: row.host_name ?? "",
      profileImage: row.host_picture_url ?? "",
      isSuperHost: row.host_is_superhost === "t",
      about: row.host_about ?? "",
    },
    rating: rating !== null && rating >= 0 && rating <= 5 ? rating : null,
    reviews: reviews !== null && Number.isInteger(reviews) && reviews >= 0 ? reviews : null,
    propertyType: row.property_type ?? "",
    roomType: row.room_type ?? "",
    accommodates: readNumber(row.accommodates),
    _source: "api",
  });
}

function readNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** "1.5 shared baths" → 1.5, "Half-bath" → 0.5, "" → null. */
export function readBathroomsText(text: string): number | null {
  const number = /(\d+(?:\.\d+)?)/.exec(text);
  if (number) return Number(number[1]);
  return /half-bath/i.test(text) ? 0.5 : null;
}

/** `["Wifi", "Kitchen"]` as the file writes it (JSON); anything unreadable gives no amenities. */
export function readAmenityList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The description's text: `<br />` as line breaks, other tags dropped, entities decoded. */
export function readHtmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .trim();
}
