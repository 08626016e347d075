import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Scraped listings by marketplace listing id, reused for 24 hours so a listing is not fetched again and again. */
export const listingCache = pgTable(
  "listing_cache",
  {
    listingId: text("listing_id").primaryKey(),
    canonicalUrl: text("canonical_url").notNull(),
    provider: text("provider").notNull(),
    /** The normalised listing (core/listing/listing.ts). */
    listing: jsonb("listing").notNull(),
    /** What the provider returned that the admin scraper page shows as raw data (embedded JSON, not the whole page). */
    raw: jsonb("raw"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("listing_cache_fetched_at_idx").on(table.fetchedAt)],
);
