import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A host's home, kept once: the create-listing form's facts, from which its listings are written (listings.home_id)
 * and its grades followed over time (home_scores).
 */
export const homes = pgTable(
  "homes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The host's own name for it ("Lakeside loft"), shown in lists; not written into listings. */
    name: text("name").notNull(),
    /** The property facts (core/writer/property-facts), validated. */
    facts: jsonb("facts").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("homes_user_created_idx").on(table.userId, table.createdAt)],
);

/**
 * A home's score over time: one row each time one of its listings is written or edited (the grade of the written
 * text) and each time the host grades it again with the grader.
 */
export const homeScores = pgTable(
  "home_scores",
  {
    id: text("id").primaryKey(),
    homeId: text("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["written", "edited", "graded"] }).notNull(),
    overallScore: integer("overall_score").notNull(),
    qualityLevel: text("quality_level").notNull(),
    listingId: text("listing_id"),
    gradeId: text("grade_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("home_scores_home_created_idx").on(table.homeId, table.createdAt)],
);
