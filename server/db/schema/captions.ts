import { bigint, index, integer, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { homes } from "./homes";

/**
 * One upload of a home's photos (the caption generator's history): the audit runs over a set, and its bedroom count
 * sets the recommended number of photos.
 */
export const captionSets = pgTable(
  "caption_sets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The host's home these are the photos of, when started from the home's page. */
    homeId: text("home_id").references(() => homes.id, { onDelete: "set null" }),
    marketplace: text("marketplace").notNull(),
    /** null: not told (the audit assumes a small home and says so). */
    bedrooms: integer("bedrooms"),
    /** The position given to the last photo uploaded: taken with one conditional update, so parallel uploads never share one. */
    lastPosition: integer("last_position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("caption_sets_user_updated_idx").on(table.userId, table.updatedAt), index("caption_sets_home_idx").on(table.homeId)],
);

/**
 * One photo of a set: its stored copies (no personal EXIF in any), what the audit measured, and its caption. It is
 * "pending" until captioned (without a model, until the host picks the room), "captioned" once a caption was kept
 * and paid for (ledger reference "caption:<id>"), "failed" with the reason when the writer or the balance said no.
 */
export const captionPhotos = pgTable(
  "caption_photos",
  {
    id: text("id").primaryKey(),
    setId: text("set_id")
      .notNull()
      .references(() => captionSets.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fileName: text("file_name").notNull(),
    /** The format of the stored full-size copy: jpeg, png or webp. */
    format: text("format", { enum: ["jpeg", "png", "webp"] }).notNull(),
    /** Size of the file as uploaded. */
    uploadBytes: bigint("upload_bytes", { mode: "number" }).notNull(),
    /** After orientation was fixed. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Storage keys (providers/storage): the full-size copy, the 1024-pixel copy the model reads, the thumbnail. */
    imageKey: text("image_key").notNull(),
    modelKey: text("model_key").notNull(),
    thumbnailKey: text("thumbnail_key").notNull(),
    hash: text("hash").notNull(),
    brightness: real("brightness").notNull(),
    sharpness: real("sharpness").notNull(),
    status: text("status", { enum: ["pending", "captioned", "failed"] }).notNull().default("pending"),
    roomType: text("room_type"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    caption: text("caption"),
    altText: text("alt_text"),
    writerKind: text("writer_kind", { enum: ["ai", "offline"] }),
    writerLabel: text("writer_label"),
    errorCode: text("error_code"),
    error: text("error"),
    /** Captions written for this photo; the first is charged, rewrites are free up to a limit. */
    writes: integer("writes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    captionedAt: timestamp("captioned_at", { withTimezone: true }),
  },
  (table) => [index("caption_photos_set_position_idx").on(table.setId, table.position), index("caption_photos_user_idx").on(table.userId)],
);
