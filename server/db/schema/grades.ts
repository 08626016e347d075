import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { homes } from "./homes";

/** Every analysis the grader ran; a signed-in user's are their history (score over time per listing). */
export const grades = pgTable(
  "grades",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** The grader's first-party cookie for a visitor. */
    visitorId: text("visitor_id"),
    source: text("source", { enum: ["url", "text", "listing"] }).notNull(),
    listingUrl: text("listing_url"),
    /** The marketplace's listing id when known, to follow one listing's score over time. */
    marketplaceListingId: text("marketplace_listing_id"),
    /** The host's home it was graded for ("Grade it again" on the home's page). */
    homeId: text("home_id").references(() => homes.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    overallScore: integer("overall_score").notNull(),
    qualityLevel: text("quality_level").notNull(),
    result: jsonb("result").notNull(),
    listing: jsonb("listing").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("grades_user_created_idx").on(table.userId, table.createdAt),
    index("grades_user_listing_idx").on(table.userId, table.marketplaceListingId),
  ],
);
