import { z } from "zod";
import { WRITING_LANGUAGES } from "../core/writer/property-facts";
import { GRADER_URL_MAX_LENGTH, readListingUrl, type UrlAnalysisInput } from "./grader";
import { oneLineText } from "./one-line-text";
import { listingStatusSchema, marketplaceSchema, propertyFactsSchema } from "./listings";
import { pageQuerySchema, pageSchema } from "./pagination";

/** A host's own name for a home, shown in lists ("Lakeside loft"); never written into a listing. */
export const HOME_NAME_MAX = 80;

export const homeRequestSchema = z.object({
  name: oneLineText("Give the home a name.")
    .min(1, "Give the home a name.")
    .max(HOME_NAME_MAX, `A home's name can be ${HOME_NAME_MAX} characters at most.`)
    .describe('Your own name for the home, e.g. "Lakeside loft"'),
  facts: propertyFactsSchema,
});
export type HomeRequest = z.infer<typeof homeRequestSchema>;

/** PATCH /homes/{id}: the name, the facts, or both. */
export const updateHomeRequestSchema = homeRequestSchema.partial().refine((body) => body.name !== undefined || body.facts !== undefined, {
  message: "Send the name, the facts, or both.",
});

/**
 * POST /homes/{id}/grade: the home's Airbnb URL to grade the live listing, read once as the grader reads it (its id and
 * canonical form, or the spec's refusal); without it, its newest written listing.
 */
export const gradeHomeRequestSchema = z
  .object({
    url: z.string().max(GRADER_URL_MAX_LENGTH).optional().describe("The home's Airbnb listing URL, e.g. https://www.airbnb.com/rooms/123"),
  })
  .transform((body, ctx): UrlAnalysisInput | { source: "newest-listing" } =>
    body.url === undefined ? { source: "newest-listing" } : readListingUrl(body.url, ctx),
  );

export const homeIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const homeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  propertyType: z.string(),
  city: z.string(),
  listingCount: z.number().int(),
  /** The newest score of its listings or grades; null until one is written or graded. */
  latestScore: z.number().int().nullable(),
  createdAt: z.string().describe("ISO 8601"),
  updatedAt: z.string().describe("ISO 8601"),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

export const homeListingSchema = z.object({
  id: z.string(),
  status: listingStatusSchema,
  title: z.string(),
  marketplace: marketplaceSchema,
  language: z.enum(WRITING_LANGUAGES),
  overallScore: z.number().int().nullable(),
  createdAt: z.string().describe("ISO 8601"),
});
export type HomeListing = z.infer<typeof homeListingSchema>;

export const homeScoreSchema = z.object({
  kind: z.enum(["written", "edited", "graded"]).describe("A listing written or edited, or the home graded again"),
  overallScore: z.number().int(),
  qualityLevel: z.string(),
  listingId: z.string().nullable(),
  gradeId: z.string().nullable(),
  createdAt: z.string().describe("ISO 8601"),
});
export type HomeScore = z.infer<typeof homeScoreSchema>;

export const homePhotoSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  photoCount: z.number().int(),
  captionedCount: z.number().int(),
  updatedAt: z.string().describe("ISO 8601"),
});
export type HomePhotoSet = z.infer<typeof homePhotoSetSchema>;

export const homeDetailSchema = homeSummarySchema.extend({
  facts: propertyFactsSchema,
  listings: z.array(homeListingSchema).describe("Newest first; each marketplace and language's older ones are its earlier versions"),
  scores: z.array(homeScoreSchema).describe("Oldest first: the home's score over time"),
  photoSets: z.array(homePhotoSetSchema).describe("Its photos and captions (caption sets started for it), newest first"),
});
export type HomeDetail = z.infer<typeof homeDetailSchema>;

export const HOMES_MAX_PAGE_SIZE = 100;
export const homesQuerySchema = pageQuerySchema({ defaultPageSize: 50, maxPageSize: HOMES_MAX_PAGE_SIZE }).extend({
  q: z.string().trim().max(200).optional().describe("Words of the name or city"),
});
export type HomesQuery = z.infer<typeof homesQuerySchema>;
export const homesPageSchema = pageSchema(homeSummarySchema, "Newest first");
export type HomesPage = z.infer<typeof homesPageSchema>;
