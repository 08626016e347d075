import { z } from "zod";
import { oneLineText } from "./one-line-text";
import { ALT_TEXT_MAX_CHARACTERS, CAPTION_MAX_CHARACTERS, MAX_CAPTION_FEATURES, MAX_FEATURE_CHARACTERS } from "../core/captions/caption-rules";
import { PHOTO_ROOM_TYPES } from "../core/captions/room-types";
import { MARKETPLACE_IDS } from "../core/marketplaces/marketplace-rules";

/** Photos of one set, and of one upload in the page (spec of issue 8). */
export const MAX_PHOTOS_PER_SET = 30;
/** Each photo, checked on the bytes received (the route's body limit is a little above it, for the multipart framing). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_PHOTO_FORMATS = ["jpeg", "png", "webp"] as const;
/** For the file picker only; the server decides by content. */
export const ACCEPTED_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** Captions written for one photo (the first charged, the others free) before a rewrite is refused. */
export const MAX_CAPTION_WRITES = 5;

export const photoRoomTypeSchema = z.enum(PHOTO_ROOM_TYPES);
const marketplaceSchema = z.enum(MARKETPLACE_IDS);

export const featureListSchema = z
  .array(z.string().trim().min(1).max(MAX_FEATURE_CHARACTERS))
  .max(MAX_CAPTION_FEATURES)
  .describe("What the photo shows, as the host would name it: \"queen bed\", \"sea view\"");

/** Multipart: the field repeated, a JSON array, or names separated by commas. */
const featureFieldSchema = z
  .union([z.string().max(2000), z.array(z.string().max(200)).max(50)])
  .transform((value, context) => {
    let items: unknown = Array.isArray(value) ? value : value.split(",");
    if (typeof value === "string" && value.trim().startsWith("[")) {
      try {
        items = JSON.parse(value);
      } catch {
        context.addIssue({ code: "custom", message: "must be a JSON array of strings, or names separated by commas" });
        return z.NEVER;
      }
    }
    const list = Array.isArray(items) ? items.map((item) => (typeof item === "string" ? item.trim() : item)).filter((item) => item !== "") : items;
    const parsed = featureListSchema.safeParse(list);
    if (!parsed.success) {
      context.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "invalid features" });
      return z.NEVER;
    }
    return parsed.data;
  });

/** POST /captions (multipart/form-data): one photo a request. */
export const uploadPhotoFormSchema = z.object({
  photo: z.file({ error: "Send one photo per request, as the file field \"photo\"" }).meta({
    // For the OpenAPI document, which has no file type of its own.
    type: "string",
    format: "binary",
    description: "The photo: JPEG, PNG or WebP, at most 20 MB; the format is read from the content, not the name",
  }),
  setId: z.string().min(1).max(100).optional().describe("Add to this set of yours; without it a new set is made"),
  roomType: photoRoomTypeSchema.optional().describe("What the photo shows; needed to caption without an AI model"),
  features: featureFieldSchema.optional().describe("What the photo shows: the field repeated, a JSON array, or names separated by commas"),
  marketplace: marketplaceSchema.optional().describe("For a new set: the marketplace whose rules the captions follow"),
  bedrooms: z.coerce.number().int().min(0).max(50).optional().describe("For a new set: the home's bedrooms (0 for a studio)"),
});

export const createSetRequestSchema = z.object({
  name: oneLineText().min(1).max(120).optional(),
  marketplace: marketplaceSchema.optional().describe("Default: the home's, else airbnb"),
  bedrooms: z.number().int().min(0).max(50).nullable().optional().describe("Default: the home's, else null (not told)"),
  homeId: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe("One of your homes (GET /homes): the set is its photos, named after it, with its bedrooms and marketplace unless given"),
});
export type CreateSetRequest = z.input<typeof createSetRequestSchema>;

export const updateSetRequestSchema = z
  .object({
    name: oneLineText().min(1).max(120),
    marketplace: marketplaceSchema,
    bedrooms: z.number().int().min(0).max(50).nullable(),
  })
  .partial();
export type UpdateSetRequest = z.infer<typeof updateSetRequestSchema>;

export const writeCaptionRequestSchema = z.object({
  roomType: photoRoomTypeSchema.optional(),
  features: featureListSchema.optional(),
});
export type WriteCaptionRequest = z.infer<typeof writeCaptionRequestSchema>;

export const captionCheckSchema = z.object({
  id: z.string(),
  field: z.enum(["caption", "altText"]),
  passed: z.boolean(),
  severity: z.enum(["error", "warning"]),
  message: z.string(),
});

export const photoIssueSchema = z.object({
  kind: z.enum(["low_resolution", "portrait", "dark", "blurred", "near_duplicate"]),
  severity: z.enum(["error", "warning"]),
  message: z.string(),
  duplicateOf: z.string().optional(),
});

export const captionPhotoSchema = z.object({
  id: z.string(),
  setId: z.string(),
  position: z.number().int(),
  fileName: z.string(),
  format: z.enum(ACCEPTED_PHOTO_FORMATS),
  uploadBytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  brightness: z.number(),
  sharpness: z.number(),
  status: z.enum(["pending", "captioned", "failed"]).describe("pending: waiting for the room to be picked (no AI model); failed: see error"),
  roomType: photoRoomTypeSchema.nullable(),
  features: z.array(z.string()),
  caption: z.string().nullable().describe(`At most ${CAPTION_MAX_CHARACTERS} characters`),
  altText: z.string().nullable().describe(`For screen readers, at most ${ALT_TEXT_MAX_CHARACTERS} characters`),
  checks: z.array(captionCheckSchema),
  writer: z.object({ kind: z.enum(["ai", "offline"]), label: z.string() }).nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  writesLeft: z.number().int(),
  issues: z.array(photoIssueSchema),
  imageUrl: z.string().describe("The cleaned full-size copy (no EXIF), for its owner"),
  thumbnailUrl: z.string(),
  createdAt: z.string(),
  captionedAt: z.string().nullable(),
});
export type CaptionPhoto = z.infer<typeof captionPhotoSchema>;

export const photoAuditSchema = z.object({
  photoCount: z.number().int(),
  distinctCount: z.number().int(),
  count: z.object({ min: z.number().int(), max: z.number().int(), verdict: z.enum(["too_few", "in_range", "too_many"]), message: z.string() }),
  rooms: z.object({
    required: z.array(photoRoomTypeSchema),
    covered: z.array(photoRoomTypeSchema),
    missing: z.array(photoRoomTypeSchema),
    unlabelled: z.number().int(),
    messages: z.array(z.string()),
  }),
  duplicateGroups: z.array(z.array(z.string())),
  photos: z.array(z.object({ id: z.string(), issues: z.array(photoIssueSchema) })),
  order: z.array(z.string()).describe("Photo ids in the suggested order, cover first"),
  coverId: z.string().nullable(),
  coverReason: z.string().nullable(),
});
export type PhotoAudit = z.infer<typeof photoAuditSchema>;

export const captionSetSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  marketplace: marketplaceSchema,
  bedrooms: z.number().int().nullable(),
  photoCount: z.number().int(),
  captionedCount: z.number().int(),
  coverThumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CaptionSetSummary = z.infer<typeof captionSetSummarySchema>;

export const captionSetSchema = captionSetSummarySchema.extend({
  photos: z.array(captionPhotoSchema).describe("In upload order"),
  audit: photoAuditSchema,
});
export type CaptionSet = z.infer<typeof captionSetSchema>;

export const captionSetListSchema = z.object({ items: z.array(captionSetSummarySchema) });

export const captionWriterInfoSchema = z.object({
  kind: z.enum(["ai", "offline"]),
  label: z.string().describe("\"offline writer\", or the model's provider and name"),
  maxPhotoBytes: z.number().int(),
  maxPhotosPerSet: z.number().int(),
  captionMaxCharacters: z.number().int(),
  altTextMaxCharacters: z.number().int(),
});
export type CaptionWriterInfo = z.infer<typeof captionWriterInfoSchema>;

export const setIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const photoIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const photoFileQuerySchema = z.object({ variant: z.enum(["thumbnail", "image"]).default("thumbnail") });
export const exportSetQuerySchema = z.object({ format: z.enum(["csv", "json"]).default("csv") });
