import { timestamp, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Every running server process, with its heartbeat. Listings and bulk rows record the instance that works them; work
 * whose instance has not been seen for INSTANCE_TIMEOUT_MS belongs to a dead process and is recovered by any other
 * (services/instances). A cleanly stopped process leaves its row with last_seen_at in the distant past.
 */
export const serverInstances = pgTable("server_instances", {
  id: text("id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});
