import { and, eq, gt } from "drizzle-orm";
import { listingSchema, type Listing } from "../../../core/listing/listing";
import type { Database } from "../../db/client";
import { listingCache } from "../../db/schema/listing-cache";
import type { ListingFetchProvider } from "../../providers/listing-fetch/types";

/** How long a scraped listing is reused before the marketplace is asked again. */
export const LISTING_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

export interface CachedListing {
  listing: Listing;
  raw: unknown;
  provider: ListingFetchProvider;
  canonicalUrl: string;
  fetchedAt: Date;
}

/** The listing scraped within the last `ttlMs`, or null. A row that no longer fits the listing schema is a miss. */
export async function readCachedListing(db: Database, listingId: string, now: Date, ttlMs = LISTING_CACHE_TTL_MS): Promise<CachedListing | null> {
  const since = new Date(now.getTime() - ttlMs);
  const [row] = await db
    .select()
    .from(listingCache)
    .where(and(eq(listingCache.listingId, listingId), gt(listingCache.fetchedAt, since)))
    .limit(1);
  if (!row) return null;
  const listing = listingSchema.safeParse(row.listing);
  if (!listing.success) return null;
  const provider = row.provider === "apify" ? "apify" : "direct";
  return { listing: listing.data, raw: row.raw, provider, canonicalUrl: row.canonicalUrl, fetchedAt: row.fetchedAt };
}

/** Stores (or replaces) the scrape of one listing. */
export async function writeCachedListing(db: Database, listingId: string, entry: CachedListing): Promise<void> {
  const values = {
    listingId,
    canonicalUrl: entry.canonicalUrl,
    provider: entry.provider,
    listing: entry.listing,
    raw: entry.raw ?? null,
    fetchedAt: entry.fetchedAt,
  };
  await db.insert(listingCache).values(values).onConflictDoUpdate({ target: listingCache.listingId, set: values });
}
