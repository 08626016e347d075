import { z } from "zod";
import { GRADED_PARTS } from "../core/grader/types";
import { parseListingUrl } from "../core/listing-import/listing-url";
import { listingInputSchema, type Listing } from "../core/listing/listing";
import { validateListingText } from "../core/listing-text/validate-listing-text";
import { refuseField } from "./field-refusal";
import { pageQuerySchema, pageSchema } from "./pagination";

/** The grader's limits and texts (spec §8, §9; DESIGN.md): shared by the server that holds them and the UI. */
export const GRADER_FREE_ANALYSES = 3;
export const GRADER_WINDOW_MINUTES = 60;
export const GRADER_TEXT_MAX_LENGTH = 50_000;
export const GRADER_URL_MAX_LENGTH = 2_048;

export const GRADER_TEXTS = {
  adminBypass: "Admin user: Rate limits bypassed",
  urlSuccess: "URL Analyzed Successfully",
  textSuccess: "Text Analyzed Successfully",
  missingData: "Unable to analyze listing - missing data",
  mockData: "Unable to analyze listing - mock data detected",
  mockDataDetail: "We detected mock or fallback data. Only real listing data can be analyzed.",
  gradingFailed: "Error analyzing listing quality",
  oneInput: "Send exactly one of url, text or listing.",
  /** Our server could not reach the marketplace (DNS, refused, timeout, its 5xx): the analysis is given back. */
  marketplaceUnreachable: "We couldn't reach Airbnb just now, so this analysis was not counted. Try again in a few minutes.",
} as const;

/** "Rate limit reached. Please try again in {N} minute(s)." with N the minutes left, rounded up. */
export function formatRateLimitMessage(retryAfterSeconds: number): string {
  return `Rate limit reached. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`;
}

/**
 * Who sees the grader's full scored result (GRADER_RESULTS, DESIGN.md "Grader results (revised)"): `signed-in` (the
 * default) any signed-in user, for their own analyses, while a visitor gets the score, level and top advice; `admins`
 * the spec's rule exactly (everyone else gets the score and level only); `everyone` all callers.
 */
export const graderResultsRuleSchema = z.enum(["signed-in", "admins", "everyone"]);
export type GraderResultsRule = z.infer<typeof graderResultsRuleSchema>;

/** One analysis, checked: a marketplace URL read once (its id and canonical form), pasted text, or a normalised listing. */
export type UrlAnalysisInput = { source: "url"; url: string; listingId: string; canonicalUrl: string };
export type AnalysisInput = UrlAnalysisInput | { source: "text"; text: string } | { source: "listing"; listing: Listing };

/**
 * A listing URL, read once (spec §5): its id and canonical form, or the spec's refusal on the field `url`: "Please enter
 * a URL", "Please enter a valid URL", "Please enter an Airbnb listing URL". For a contract's transform.
 */
export function readListingUrl(url: string, ctx: z.RefinementCtx): UrlAnalysisInput {
  const parsed = parseListingUrl(url);
  if (!parsed.ok) return refuseField(ctx, "url", parsed.message);
  return { source: "url", url: url.trim(), listingId: parsed.listingId, canonicalUrl: parsed.canonicalUrl };
}

/**
 * Exactly one of url, text or listing, each checked with the spec's texts (§5): "Please paste a listing description to
 * analyze.", "Please enter at least 50 characters for accurate analysis." for text, readListingUrl's for a URL.
 */
function readAnalysisInput(body: { url?: string; text?: string; listing?: Listing }, ctx: z.RefinementCtx): AnalysisInput {
  const { url, text, listing } = body;
  const given = [url, text, listing].filter((value) => value !== undefined).length;
  if (given === 1 && url !== undefined) return readListingUrl(url, ctx);
  if (given === 1 && text !== undefined) {
    const problem = validateListingText(text);
    return problem ? refuseField(ctx, "text", problem.message) : { source: "text", text };
  }
  if (given === 1 && listing !== undefined) return { source: "listing", listing };
  ctx.addIssue({ code: "custom", message: GRADER_TEXTS.oneInput });
  return z.NEVER;
}

/**
 * POST /grader/analyze: the body as sent (the OpenAPI document describes this side), checked once here and read into the
 * analysis it asks for, so a refused body never reaches the handler, nor the limits it would count against.
 */
export const analyzeListingRequestSchema = z
  .object({
    url: z.string().max(GRADER_URL_MAX_LENGTH).optional().describe("An Airbnb listing URL, e.g. https://www.airbnb.com/rooms/123"),
    text: z.string().max(GRADER_TEXT_MAX_LENGTH).optional().describe("A pasted listing description, 50 characters or more"),
    listing: listingInputSchema.optional().describe("A normalised listing, as POST /scrape returns it (texts of at most 1,000 characters, the description 50,000; at most 1,000 amenities)"),
    homeId: z.string().min(1).max(100).optional().describe("One of your homes (signed in): the grade becomes a point of its score over time"),
  })
  .transform((body, ctx) => ({ ...readAnalysisInput(body, ctx), homeId: body.homeId }));
/** What a client sends; the handler receives the analysis (AnalysisInput) and its homeId. */
export type AnalyzeListingRequest = z.input<typeof analyzeListingRequestSchema>;

export const graderUsageSchema = z.object({
  used: z.number().int().describe("Analyses this browser used in the current hour"),
  limit: z.number().int().describe("Free analyses an hour (3)"),
  remaining: z.number().int().describe("Analyses left now, by this browser's and this address's limits"),
  resetsAt: z.string().nullable().describe("ISO 8601: when the limit that holds now starts again; null when none does"),
  bypassed: z.boolean().describe("An admin: no limit applies"),
});
export type GraderUsage = z.infer<typeof graderUsageSchema>;

const scoreLabelSchema = z.enum(["Excellent", "Good", "Average", "Needs Work"]);
const qualityLevelSchema = z.enum(["Low", "Medium", "High"]);

export const sectionScoreSchema = z.object({
  score: z.number().describe("0 to 1, unrounded"),
  overallScore: z.string().describe("score with two decimals"),
  label: scoreLabelSchema,
  strengths: z.array(z.string()),
  issues: z.array(z.string()),
  suggestions: z.array(z.string()).max(2),
});

export const advisorySchema = z.object({
  id: z.string(),
  field: z.enum(["title", "description", "amenities", "photos"]),
  severity: z.enum(["warning", "info"]),
  message: z.string(),
});

export const qualityResultSchema = z.object({
  overallScore: z.number().int(),
  qualityLevel: qualityLevelSchema,
  label: scoreLabelSchema,
  breakdown: z.object({
    title: sectionScoreSchema,
    description: sectionScoreSchema,
    amenities: sectionScoreSchema,
    seo: sectionScoreSchema,
    host: sectionScoreSchema,
    externalBonus: z.number(),
  }),
  hasWeakComponent: z.boolean(),
  advisories: z.array(advisorySchema),
});
export type QualityResultBody = z.infer<typeof qualityResultSchema>;

export const gradeSourceSchema = z.enum(["url", "text", "listing"]);
export type GradeSource = z.infer<typeof gradeSourceSchema>;

const analysisBase = {
  message: z.enum([GRADER_TEXTS.urlSuccess, GRADER_TEXTS.textSuccess]),
  source: gradeSourceSchema,
  overallScore: z.number().int(),
  qualityLevel: qualityLevelSchema,
  label: scoreLabelSchema,
  gradeId: z.string().nullable().describe("The stored analysis, for a signed-in user's history; null for a visitor"),
  notes: z.array(z.string()).describe("What the server did, for the debug log"),
  usage: graderUsageSchema,
};

export const fullAnalysisSchema = z.object({
  visibility: z.literal("full"),
  ...analysisBase,
  result: qualityResultSchema,
  listing: z.object({ title: z.string(), url: z.string(), location: z.string(), image: z.string().nullable() }),
});

export const partAdviceSchema = z.object({
  part: z.enum(GRADED_PARTS).describe("The scored part the suggestion is for"),
  suggestion: z.string().describe("That part's first suggestion"),
});
export type PartAdvice = z.infer<typeof partAdviceSchema>;

/**
 * What a caller who may not see the full result gets: the score and level, never the breakdown. With GRADER_RESULTS
 * signed-in (the default) a visitor also gets the first suggestion of each part below Good; with `admins` (the spec's
 * rule) `advice` is empty and `fullResultWhenSignedIn` false.
 */
export const summaryAnalysisSchema = z.object({
  visibility: z.literal("summary"),
  ...analysisBase,
  advice: z
    .array(partAdviceSchema)
    .describe("The first suggestion of each part scoring below Good (65%), weakest first; empty when GRADER_RESULTS=admins"),
  fullResultWhenSignedIn: z.boolean().describe("Whether signing in (a free account) shows the full result of one's analyses"),
});
export type SummaryAnalysis = z.infer<typeof summaryAnalysisSchema>;

export const analyzeListingResponseSchema = z.discriminatedUnion("visibility", [fullAnalysisSchema, summaryAnalysisSchema]);
export type AnalyzeListingResponse = z.infer<typeof analyzeListingResponseSchema>;
export type FullAnalysis = z.infer<typeof fullAnalysisSchema>;

export const gradeHistoryQuerySchema = pageQuerySchema({ defaultPageSize: 10, maxPageSize: 50 });

export const scorePointSchema = z.object({ gradeId: z.string(), overallScore: z.number().int(), createdAt: z.string() });

export const gradeHistoryItemSchema = z.object({
  id: z.string(),
  source: gradeSourceSchema,
  title: z.string(),
  listingUrl: z.string().nullable(),
  marketplaceListingId: z.string().nullable(),
  overallScore: z.number().int(),
  qualityLevel: qualityLevelSchema,
  label: scoreLabelSchema,
  createdAt: z.string().describe("ISO 8601"),
  scoreHistory: z.array(scorePointSchema).describe("This user's scores of the same marketplace listing, oldest first"),
});
export type GradeHistoryItem = z.infer<typeof gradeHistoryItemSchema>;

export const gradeHistorySchema = pageSchema(gradeHistoryItemSchema);
export type GradeHistory = z.infer<typeof gradeHistorySchema>;

/** One of the user's stored analyses; `result` unless GRADER_RESULTS=admins and the user is not an admin. */
export const gradeDetailSchema = gradeHistoryItemSchema.extend({
  visibility: z.enum(["full", "summary"]),
  result: qualityResultSchema.nullable(),
});
export type GradeDetail = z.infer<typeof gradeDetailSchema>;
