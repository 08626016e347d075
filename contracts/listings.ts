import { z } from "zod";
import { tryAgainInMinutes } from "./retry-after";
import { MARKETPLACE_IDS } from "../core/marketplaces/marketplace-rules";
import { generatedListingSchema, listingTextsSchema } from "../core/writer/generated-listing";
import { propertyFactsSchema, WRITING_LANGUAGES, WRITING_TONES } from "../core/writer/property-facts";
import { REWRITABLE_PARTS, rewriteDirectionSchema } from "../core/writer/rewrite-direction";
import { qualityResultSchema } from "./grader";

export { propertyFactsSchema };

export const marketplaceSchema = z.enum(MARKETPLACE_IDS);
export const listingStatusSchema = z.enum(["generating", "ready", "failed"]);
export const listingOriginSchema = z.enum(["web", "api", "bulk", "cli"]);

/** POST /listings/generate: the facts, and optionally the marketplace, language and tone (else the facts' own, else defaults). */
export const generateListingRequestSchema = z.object({
  facts: propertyFactsSchema,
  marketplace: marketplaceSchema.optional(),
  language: z.enum(WRITING_LANGUAGES).optional(),
  tone: z.enum(WRITING_TONES).optional(),
  homeId: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe("One of your homes (GET /homes): the listing is written for it, and these facts are saved to it"),
});
export type GenerateListingRequest = z.infer<typeof generateListingRequestSchema>;

export const listingSummarySchema = z.object({
  id: z.string(),
  status: listingStatusSchema,
  origin: listingOriginSchema,
  title: z.string(),
  marketplace: marketplaceSchema,
  language: z.enum(WRITING_LANGUAGES),
  city: z.string(),
  overallScore: z.number().int().nullable(),
  writerLabel: z.string().nullable(),
  error: z.string().nullable(),
  bulkJobId: z.string().nullable(),
  createdAt: z.string().describe("ISO 8601"),
  updatedAt: z.string().describe("ISO 8601"),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const listingDetailSchema = listingSummarySchema.extend({
  facts: propertyFactsSchema,
  output: generatedListingSchema.nullable(),
  grade: qualityResultSchema.nullable(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const LISTINGS_MAX_PAGE_SIZE = 50;
export const listingsQuerySchema = z.object({
  q: z.string().trim().max(200).optional().describe("Words of the title or city"),
  status: listingStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LISTINGS_MAX_PAGE_SIZE).default(20),
});
export type ListingsQuery = z.infer<typeof listingsQuerySchema>;

export const listingsPageSchema = z.object({
  items: z.array(listingSummarySchema).describe("Newest first"),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ListingsPage = z.infer<typeof listingsPageSchema>;

export const listingIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** PATCH /listings/{id}: the host's own edits of the texts; checks and grade are run again. */
export const updateListingRequestSchema = listingTextsSchema
  .pick({ summary: true, houseRules: true, seoKeywords: true })
  .partial()
  .extend({
    title: z.string().trim().min(1).max(255).optional(),
    titles: listingTextsSchema.shape.titles.optional(),
    sections: listingTextsSchema.shape.sections.partial().optional(),
  });
export type UpdateListingRequest = z.infer<typeof updateListingRequestSchema>;

export const regenerateSectionRequestSchema = z.object({
  /** The summary or one description section. */
  section: z.enum(REWRITABLE_PARTS),
  /** How to change it (shorter, warmer, more detail, lead with a highlight, more formal); absent: other words. */
  direction: rewriteDirectionSchema
    .refine((direction) => direction.kind !== "lead_with" || direction.highlight !== undefined, { message: "lead_with needs the highlight to open with", path: ["highlight"] })
    .optional(),
});
export type RegenerateSectionRequest = z.infer<typeof regenerateSectionRequestSchema>;

/** Rewriting a section is free (the listing is paid for) but each one is a model call: counted per user and hour. */
export const SECTION_REWRITES_PER_HOUR = 30;

export function formatSectionRewriteLimitMessage(retryAfterSeconds: number): string {
  return `You have rewritten ${SECTION_REWRITES_PER_HOUR} sections in the last hour. ${tryAgainInMinutes(retryAfterSeconds)}`;
}

export const exportFormatSchema = z.enum(["md", "txt", "json"]);
export const exportQuerySchema = z.object({ format: exportFormatSchema.default("md") });

/** Which writer writes now, so the form can say "offline writer" and offer only the languages it writes. */
export const writerInfoResponseSchema = z.object({
  kind: z.enum(["offline", "ai"]),
  label: z.string(),
  languages: z.array(z.enum(WRITING_LANGUAGES)),
});

/** The create-listing form as the host left it; partial, not yet valid. */
export const listingDraftSchema = z.object({
  facts: z.record(z.string(), z.unknown()),
  updatedAt: z.string().nullable(),
});
/** The form nests three levels; a much deeper value is no draft, and would overflow JSON.stringify on its way to jsonb. */
export const DRAFT_MAX_DEPTH = 10;

/** Whether objects and arrays nest at most `max` levels inside the value (iterative: the value may be very deep). */
export function nestsWithin(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth >= max) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}

export const saveDraftRequestSchema = z.object({
  facts: z.record(z.string(), z.unknown()).refine((facts) => nestsWithin(facts, DRAFT_MAX_DEPTH), `The draft may nest ${DRAFT_MAX_DEPTH} levels at most.`),
});

/** Events of a streamed generation (Accept: text/event-stream), one per server-sent event. */
export const generationEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("started"), listingId: z.string(), writer: z.string() }),
  z.object({ type: z.literal("stage"), stage: z.enum(["places", "writing", "checking", "repairing", "grading"]), progress: z.number() }),
  z.object({ type: z.literal("partial"), texts: z.unknown(), progress: z.number() }),
  z.object({ type: z.literal("done"), listing: listingDetailSchema }),
  z.object({ type: z.literal("error"), error: z.object({ code: z.string(), message: z.string() }), listingId: z.string().nullable() }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;
