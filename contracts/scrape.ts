import { z } from "zod";
import { listingSchema } from "../core/listing/listing";
import { URL_MESSAGES } from "../core/listing-import/listing-url";

/** The longest URL accepted; real listing URLs with tracking queries stay far below it. */
export const SCRAPE_URL_MAX_LENGTH = 2048;

export const scrapeRequestSchema = z.object({
  url: z
    .string({ error: URL_MESSAGES.empty })
    .max(SCRAPE_URL_MAX_LENGTH, URL_MESSAGES.malformed)
    .describe("An Airbnb listing URL (/rooms/<id> on airbnb.com or a country domain, any query)"),
});
export type ScrapeRequest = z.infer<typeof scrapeRequestSchema>;

export const scrapeMetaSchema = z.object({
  provider: z.enum(["direct", "apify"]).describe("Who fetched the listing: the page itself, or the Apify actor"),
  cached: z.boolean().describe("True when the answer comes from a scrape of the last 24 hours"),
  durationMs: z.number().int().min(0).describe("Time this request took on the server"),
  fetchedAt: z.string().describe("ISO 8601 time the listing was fetched from the marketplace"),
  canonicalUrl: z.string().describe("https://www.airbnb.com/rooms/<id>"),
  listingId: z.string(),
});
export type ScrapeMeta = z.infer<typeof scrapeMetaSchema>;

/**
 * A successful scrape. Spec §7 reads `success, data, error`: success answers keep `success` and `data`; failures
 * use the API's one error shape `{ error: { code, message } }` (the web app shows its message as the spec's text).
 */
export const scrapeResponseSchema = z.object({
  success: z.literal(true),
  data: listingSchema,
  /** The structured data the listing was read from (embedded page JSON or the provider's item). */
  raw: z.unknown(),
  meta: scrapeMetaSchema,
});
export type ScrapeResponse = z.infer<typeof scrapeResponseSchema>;
