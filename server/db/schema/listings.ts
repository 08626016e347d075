import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { homes } from "./homes";

/**
 * Every listing the writer was asked for. A row is written, and its credit charged, in one transaction before the
 * writing starts ("generating"); it ends "ready" with its output, or "failed" with the credit refunded in the same
 * transaction. A "generating" row whose process died (its instance's heartbeat stopped, or it is older than any
 * generation can take) is failed and refunded by the sweep (services/listings).
 */
export const listings = pgTable(
  "listings",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["generating", "ready", "failed"] }).notNull(),
    origin: text("origin", { enum: ["web", "api", "bulk", "cli"] }).notNull(),
    bulkJobId: text("bulk_job_id"),
    /** The home it was written for, when the host wrote it from one (homes). */
    homeId: text("home_id").references(() => homes.id, { onDelete: "set null" }),
    /** The server instance writing it (server_instances.id); null when written outside a server (the CLI). */
    claimedBy: text("claimed_by"),
    marketplace: text("marketplace").notNull(),
    language: text("language").notNull(),
    /** The property facts as given (validated). */
    facts: jsonb("facts").notNull(),
    /** The generated listing (core/writer GeneratedListing), with the host's later edits. */
    output: jsonb("output"),
    /** The grader's quality result of the output. */
    grade: jsonb("grade"),
    title: text("title").notNull().default(""),
    overallScore: integer("overall_score"),
    writerLabel: text("writer_label"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("listings_user_created_idx").on(table.userId, table.createdAt),
    index("listings_home_idx").on(table.homeId),
    index("listings_generating_idx").on(table.status, table.updatedAt).where(sql`${table.status} = 'generating'`),
  ],
);

/** The create-listing form as the host left it: one draft per user, saved as they type. */
export const listingDrafts = pgTable("listing_drafts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Partial facts: a draft need not be valid yet. */
  facts: jsonb("facts").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A CSV of properties uploaded by a property manager; its rows are worked as jobs by any server process. */
export const bulkJobs = pgTable(
  "bulk_jobs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    marketplace: text("marketplace").notNull(),
    totalRows: integer("total_rows").notNull(),
    /** Each row is also kept as one of the user's homes, and its listing written for that home. */
    createHomes: boolean("create_homes").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("bulk_jobs_user_created_idx").on(table.userId, table.createdAt)],
);

/**
 * One property of a bulk job. Claimed with `FOR UPDATE SKIP LOCKED`, so several processes never work one row twice;
 * a row whose instance's heartbeat stopped, or whose claim is older than the lease, is claimed again (its process died). Its credit is reserved at upload
 * (ledger reference "bulk-row:<id>") and refunded if the row fails.
 */
export const bulkJobRows = pgTable(
  "bulk_job_rows",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => bulkJobs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    facts: jsonb("facts").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull().default("queued"),
    listingId: text("listing_id"),
    /** The home this row was kept as (the job's createHomes); its listing is written for it. */
    homeId: text("home_id").references(() => homes.id, { onDelete: "set null" }),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    claimedBy: text("claimed_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bulk_job_rows_job_row_idx").on(table.jobId, table.rowNumber),
    index("bulk_job_rows_open_idx").on(table.status, table.claimedAt).where(sql`${table.status} in ('queued', 'running')`),
  ],
);

/** Every model call: provider, model, tokens and an estimated cost in millionths of a dollar. */
export const tokenUsage = pgTable(
  "token_usage",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    purpose: text("purpose", { enum: ["listing", "section", "caption"] }).notNull(),
    reference: text("reference"),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    costMicroUsd: integer("cost_micro_usd").notNull().default(0),
    outcome: text("outcome", { enum: ["ok", "repair", "error"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("token_usage_created_idx").on(table.createdAt), index("token_usage_user_idx").on(table.userId, table.createdAt)],
);
