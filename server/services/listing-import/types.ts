import type { Listing } from "../../../core/listing/listing";
import type { ListingFetchTarget } from "../../providers/listing-fetch/types";

/** A listing read from a marketplace URL, with what the admin scraper page and the grader show about the fetch. */
export interface ImportedListing {
  listing: Listing;
  listingId: string;
  canonicalUrl: string;
  provider: "direct" | "apify";
  /** The structured data the listing was read from (embedded JSON or the provider's item), for the raw-data view. */
  raw: unknown;
  cached: boolean;
  fetchedAt: string;
  durationMs: number;
}

/**
 * The listing-import seam used by POST /api/v1/scrape and by the grader's URL mode. It throws AppError with the
 * spec's texts: bad URLs ("Please enter a URL", …), a page with no listing ("No data extracted"), fetch failures.
 */
export interface ListingImporter {
  /** A URL as typed: checked first (the spec's messages), then imported. */
  importFromUrl(url: string): Promise<ImportedListing>;
  /** A listing whose URL was read already (the grader's contract reads it): no second parse. */
  importListing(target: ListingFetchTarget): Promise<ImportedListing>;
}
