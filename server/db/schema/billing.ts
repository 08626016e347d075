import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** One row per user (spec §3): the balances of both credits and the plan. Balances never go below zero. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    planType: text("plan_type").notNull().default("none"),
    creditsRemaining: integer("credits_remaining").notNull().default(0),
    imageCaptionCredits: integer("image_caption_credits").notNull().default(0),
    isActive: boolean("is_active").notNull().default(false),
    hasUsedLaunchSpecial: boolean("has_used_launch_special").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("subscriptions_credits_not_negative", sql`${table.creditsRemaining} >= 0`),
    check("subscriptions_caption_credits_not_negative", sql`${table.imageCaptionCredits} >= 0`),
  ],
);

/** The ledger: every change of either balance, written in the same transaction as the change. */
export const creditTransactions = pgTable(
  "credit_transactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Signed: positive adds credits, negative takes them. */
    amount: integer("amount").notNull(),
    creditKind: text("credit_kind", { enum: ["listing", "caption"] }).notNull(),
    transactionType: text("transaction_type", { enum: ["purchase", "usage", "refund", "adjustment"] }).notNull(),
    description: text("description").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    /** What caused it (a payment, a listing, a caption job), so a retry can be recognised. */
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credit_transactions_user_created_idx").on(table.userId, table.createdAt),
    uniqueIndex("credit_transactions_reference_idx").on(table.userId, table.transactionType, table.creditKind, table.reference),
  ],
);

/** A checkout: pending until the payment provider confirms it; credits are granted once, when it turns paid. */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "demo"] }).notNull(),
    /** The provider's id (Stripe Checkout Session id). */
    providerReference: text("provider_reference").unique(),
    packId: text("pack_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: ["pending", "paid", "failed", "expired"] }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [index("payments_user_created_idx").on(table.userId, table.createdAt)],
);
