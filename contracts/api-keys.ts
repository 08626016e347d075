import { z } from "zod";
import { oneLineText } from "./one-line-text";
import { pageQuerySchema, pageSchema } from "./pagination";

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "ll_live_";
export const API_KEY_NAME_MAX_LENGTH = 60;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe("The first characters of the key, to recognise it; the key itself is never shown again"),
  createdAt: z.string().describe("ISO 8601"),
  lastUsedAt: z.string().nullable().describe("ISO 8601, to the minute; null when never used"),
  revokedAt: z.string().nullable().describe("ISO 8601; a revoked key is refused"),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyRequestSchema = z.object({
  name: oneLineText()
    .min(1, "Give the key a name, e.g. the tool that will use it.")
    .max(API_KEY_NAME_MAX_LENGTH, `A key's name is at most ${API_KEY_NAME_MAX_LENGTH} characters.`)
    .describe("What the key is for, e.g. “PMS sync”"),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string().describe("The key itself: shown this once and stored only as a hash. Send it as `Authorization: Bearer <key>`."),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeysQuerySchema = pageQuerySchema({ defaultPageSize: 20, maxPageSize: 100 });
export const apiKeysPageSchema = pageSchema(apiKeySchema, "Newest first, revoked keys included");
export type ApiKeysPage = z.infer<typeof apiKeysPageSchema>;

export const apiKeyParamsSchema = z.object({ id: z.string().min(1).max(100).describe("The key's id") });

const isoDate = z.iso.date();

/** A range of whole days (UTC), both ends included; the last 30 days unless given. */
export const dayRangeQuerySchema = z
  .object({
    from: isoDate.optional().describe("First day, YYYY-MM-DD (UTC), included; default 29 days before `to`"),
    to: isoDate.optional().describe("Last day, YYYY-MM-DD (UTC), included; default today"),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { message: "must not be after to", path: ["from"] });
export type DayRangeQuery = z.infer<typeof dayRangeQuerySchema>;

export const apiUsageDaySchema = z.object({
  day: z.string().describe("YYYY-MM-DD (UTC)"),
  requests: z.number().int().describe("Requests made with your API keys"),
  errors: z.number().int().describe("Of those, answered with a 4xx or 5xx status"),
  listingCredits: z.number().int().describe("Listing credits used (web and API), net of refunds"),
  captionCredits: z.number().int().describe("Image-caption credits used (web and API), net of refunds"),
});

export const apiUsageSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(apiUsageDaySchema).describe("One entry per day of the range, oldest first, zeros included"),
  totals: apiUsageDaySchema.omit({ day: true }),
});
export type ApiUsage = z.infer<typeof apiUsageSchema>;
