import type { ThemeCount } from "../../../core/market/review-themes";
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One imported city snapshot of Inside Airbnb (CC BY 4.0). A re-import of the same city replaces its row and its
 * homes in one transaction (cli market import), so a market is always one whole snapshot.
 */
export const markets = pgTable("markets", {
  /** The city's slug, e.g. "antwerp" or "albany-ny". */
  id: text("id").primaryKey(),
  city: text("city").notNull(),
  /** The day the data was scraped (YYYY-MM-DD): the latest last_scraped in the listings file. */
  dataDate: text("data_date").notNull(),
  licence: text("licence").notNull(),
  sourceFiles: jsonb("source_files").$type<string[]>().notNull(),
  listingCount: integer("listing_count").notNull(),
  badRowCount: integer("bad_row_count").notNull(),
  reviewCount: integer("review_count").notNull().default(0),
  calendarLoaded: boolean("calendar_loaded").notNull().default(false),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The spec grade of a home: the overall score and each part's 0-1 score. */
export interface MarketListingGrade {
  overall: number;
  title: number;
  description: number;
  amenities: number;
  seo: number;
  host: number;
}

/** One home of a market snapshot: what the comparison and the evidence need, not the whole row of the file. */
export const marketListings = pgTable(
  "market_listings",
  {
    marketId: text("market_id")
      .notNull()
      .references(() => markets.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    roomType: text("room_type").notNull(),
    propertyType: text("property_type").notNull(),
    accommodates: integer("accommodates"),
    bedrooms: real("bedrooms"),
    beds: real("beds"),
    bathrooms: real("bathrooms"),
    neighbourhood: text("neighbourhood").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    amenities: jsonb("amenities").$type<string[]>().notNull(),
    /** The nightly price in the file's currency; null when the file has none. */
    price: real("price"),
    rating: real("rating"),
    superhost: boolean("superhost").notNull(),
    reviewCount: integer("review_count").notNull(),
    reviewsLastYear: integer("reviews_last_year").notNull(),
    /** Days booked in the calendar's coming year; null without a calendar. */
    bookedDays: integer("booked_days"),
    grade: jsonb("grade").$type<MarketListingGrade>().notNull(),
    /** What the home's reviews say by theme (core/market/review-themes); null when no reviews file was loaded. */
    reviewThemes: jsonb("review_themes").$type<ThemeCount[]>(),
  },
  (table) => [primaryKey({ columns: [table.marketId, table.id] }), index("market_listings_room_type_idx").on(table.marketId, table.roomType)],
);
