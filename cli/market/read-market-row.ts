import { gradeListing } from "../../core/grader/grade-listing";
import type { MarketListingGrade } from "../../server/db/schema/markets";
import { readAmenityList, readBathroomsText, readHtmlText, readInsideAirbnbListing } from "../inside-airbnb/read-inside-airbnb-listing";

/** The room types an Inside Airbnb file writes; a row with another is a bad row. */
export const ROOM_TYPES = ["Entire home/apt", "Private room", "Shared room", "Hotel room"] as const;

/** The columns a listings file must have to be imported at all (a file without them is not a listings file). */
export const REQUIRED_COLUMNS = ["id", "name", "room_type", "accommodates", "number_of_reviews", "number_of_reviews_ltm", "amenities"] as const;

export interface MarketListingRow {
  id: string;
  name: string;
  description: string;
  roomType: string;
  propertyType: string;
  accommodates: number;
  bedrooms: number | null;
  beds: number | null;
  bathrooms: number | null;
  neighbourhood: string;
  latitude: number | null;
  longitude: number | null;
  amenities: string[];
  price: number | null;
  rating: number | null;
  superhost: boolean;
  reviewCount: number;
  reviewsLastYear: number;
  grade: MarketListingGrade;
}

export type ReadRowResult = { row: MarketListingRow; lastScraped: string } | { error: string };

/**
 * One record of a detailed listings file as a home of a market, graded with the spec's grader; a record that cannot be
 * a home (no id, an unknown room type, no guest count or review counts) is an error with the reason, never a guess.
 */
export function readMarketRow(record: Record<string, string>): ReadRowResult {
  const id = (record.id ?? "").trim();
  if (!/^\d+$/.test(id)) return { error: `the id "${id.slice(0, 30)}" is not a number` };
  const roomType = (record.room_type ?? "").trim();
  if (!(ROOM_TYPES as readonly string[]).includes(roomType)) return { error: `listing ${id}: unknown room type "${roomType.slice(0, 30)}"` };
  const accommodates = readCount(record.accommodates);
  if (accommodates === null || accommodates < 1) return { error: `listing ${id}: accommodates is not a guest count` };
  const reviewCount = readCount(record.number_of_reviews);
  const reviewsLastYear = readCount(record.number_of_reviews_ltm);
  if (reviewCount === null || reviewsLastYear === null) return { error: `listing ${id}: the review counts are missing` };
  const latitude = readNumber(record.latitude);
  const longitude = readNumber(record.longitude);
  const located = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  const rating = readNumber(record.review_scores_rating);
  const result = gradeListing(readInsideAirbnbListing(record));
  const parts = result.breakdown;
  return {
    lastScraped: (record.last_scraped ?? "").trim(),
    row: {
      id,
      name: (record.name ?? "").trim(),
      description: readHtmlText(record.description ?? ""),
      roomType,
      propertyType: (record.property_type ?? "").trim(),
      accommodates,
      bedrooms: readNumber(record.bedrooms),
      beds: readNumber(record.beds),
      bathrooms: readNumber(record.bathrooms) ?? readBathroomsText(record.bathrooms_text ?? ""),
      neighbourhood: (record.neighbourhood_cleansed ?? "").trim(),
      latitude: located ? latitude : null,
      longitude: located ? longitude : null,
      amenities: readAmenityList(record.amenities ?? ""),
      price: readPrice(record.price ?? ""),
      rating: rating !== null && rating >= 0 && rating <= 5 ? rating : null,
      superhost: record.host_is_superhost === "t",
      reviewCount,
      reviewsLastYear,
      grade: {
        overall: result.overallScore,
        title: parts.title.score,
        description: parts.description.score,
        amenities: parts.amenities.score,
        seo: parts.seo.score,
        host: parts.host.score,
      },
    },
  };
}

function readNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function readCount(value: string | undefined): number | null {
  const number = readNumber(value);
  return number !== null && Number.isInteger(number) && number >= 0 ? number : null;
}

/** "$1,234.00" → 1234; "" → null. */
export function readPrice(text: string): number | null {
  const digits = text.replace(/[^0-9.]/g, "");
  if (digits === "") return null;
  const number = Number(digits);
  return Number.isFinite(number) && number > 0 ? number : null;
}
