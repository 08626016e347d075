import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One row per route change the web app reports (spec §2), read by the admin overview. */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    userId: text("user_id"),
    visitorId: text("visitor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("page_views_created_at_idx").on(table.createdAt), index("page_views_path_idx").on(table.path)],
);
