import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A user's API keys. The key is shown once at creation; only its SHA-256 is kept (a key has 192 random bits, so a
 * plain hash cannot be guessed back), with its first characters to recognise it. Revoking keeps the row for the log.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters, e.g. "ll_live_Ab12Cd". */
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text("key_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Updated at most once a minute, so a busy key does not write on every request. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("api_keys_user_created_idx").on(table.userId, table.createdAt)],
);

/** One row per request made with a key, for the dashboard's charts; rows older than 90 days are pruned. */
export const apiRequests = pgTable(
  "api_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    apiKeyId: text("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    /** The route's pattern (e.g. /api/v1/api-keys/{id}), never the concrete path: no ids or query strings. */
    route: text("route").notNull(),
    status: integer("status").notNull(),
    durationMs: integer("duration_ms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("api_requests_user_created_idx").on(table.userId, table.createdAt), index("api_requests_created_idx").on(table.createdAt)],
);

/**
 * Idempotency-Key records of paid POSTs (server/middleware/idempotency.ts): claimed before the handler runs (status
 * null), completed with the answer, replayed for a retry within 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    method: text("method").notNull(),
    route: text("route").notNull(),
    /** Hex SHA-256 of the request body, so the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    /** null while the first request is still running. */
    status: integer("status"),
    responseBody: text("response_body"),
    contentType: text("content_type"),
    /** The server instance running the first request: when it dies, a retry need not wait for the claim to age. */
    claimedBy: text("claimed_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index("idempotency_keys_created_idx").on(table.createdAt)],
);
