import { listingSchema, type Listing } from "../listing/listing";
import { ListingImportError } from "./errors";
import { parseApifyExport } from "./parse-apify-export";
import { isReviewsResponse } from "./parse-reviews-response";
import { parseStaysPdpSections } from "./parse-stays-pdp-sections";
import { isNormalisedShape, readPartialListing } from "./read-partial-listing";
import { findStaysPdpSections } from "./stays-pdp-sections-read";

/** The JSON shapes a listing import reads. */
export type JsonListingFormat =
  /** `/api/v3/StaysPdpSections` response. */
  | "stays-pdp-sections-response"
  /** `StaysPdpReviewsQuery` response or Apify reviews export: reviews, not a listing. */
  | "reviews-response"
  /** Scraping-service export (Apify tri_angle/airbnb-scraper, or the spec's scraper shape): one item or an array. */
  | "apify-export"
  /** An already normalised `Listing` (or an array of them), whole or with some fields missing. */
  | "listing";

function isListing(value: unknown): value is Listing {
  return listingSchema.safeParse(value).success;
}

export function detectJsonFormat(value: unknown): JsonListingFormat | null {
  if (findStaysPdpSections(value)) return "stays-pdp-sections-response";
  if (isReviewsResponse(value)) return "reviews-response";
  const items = Array.isArray(value) ? value : [value];
  if (items.length > 0 && items.every((item) => isListing(item) || isNormalisedShape(item))) return "listing";
  return parseApifyExport(value) ? "apify-export" : null;
}

/**
 * The listing (or, for an export array, the listings) in a parsed JSON value. Throws `ListingImportError`
 * ("No data extracted") with code "reviews_only" for a reviews response (attach those with `parseReviewsResponse`
 * and `attachReviews`) and "no_data" for anything else that holds no listing.
 */
export function parseListingJson(value: unknown): Listing | Listing[] {
  switch (detectJsonFormat(value)) {
    case "stays-pdp-sections-response": {
      const listing = parseStaysPdpSections(value);
      if (listing) return listing;
      break;
    }
    case "reviews-response":
      throw new ListingImportError("reviews_only", "This is a reviews response; reviews alone are not a listing.");
    case "listing":
      // A partial listing keeps every field it has (read-partial-listing.ts); a whole one is returned as it is.
      if (Array.isArray(value)) return value.map((item) => (isListing(item) ? item : readPartialListing(item)));
      return isListing(value) ? value : readPartialListing(value);
    case "apify-export": {
      const parsed = parseApifyExport(value);
      if (parsed) return parsed;
      break;
    }
    case null:
      break;
  }
  throw new ListingImportError("no_data", "The JSON value is not a listing format this import reads.");
}
