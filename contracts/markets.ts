import { z } from "zod";

/** An imported Inside Airbnb city (cli market import). */
export const marketSchema = z.object({
  id: z.string().describe("The city's slug, e.g. antwerp"),
  city: z.string(),
  dataDate: z.string().describe("The day the data was scraped (YYYY-MM-DD)"),
  licence: z.string().describe("The data's licence: CC BY 4.0, Inside Airbnb"),
  sourceFiles: z.array(z.string()),
  listingCount: z.number().int(),
  badRowCount: z.number().int(),
  reviewCount: z.number().int(),
  calendarLoaded: z.boolean(),
  importedAt: z.string(),
});
export type Market = z.infer<typeof marketSchema>;
export const marketListSchema = z.object({ markets: z.array(marketSchema) });

const featureEvidence = {
  feature: z.string().describe("The grader part (overall, title, description, amenities, seo, host) or the amenity"),
  spearman: z.number().nullable().describe("Rank correlation with reviews in the last twelve months, within strata, size-weighted"),
  homes: z.number().int().describe("The homes behind the figure"),
  strata: z.number().int().describe("The strata (room type × bedrooms × neighbourhood) behind the figure"),
};

export const marketEvidenceSchema = z.object({
  market: marketSchema,
  demand: z.string().describe("What demand means in these figures"),
  controls: z.array(z.string()).describe("What each comparison holds equal"),
  homes: z.number().int(),
  strata: z.number().int(),
  parts: z.array(
    z.object({
      ...featureEvidence,
      fifths: z.array(z.object({ fifth: z.number().int(), homes: z.number().int(), medianDemand: z.number().nullable() })),
    }),
  ),
  amenities: z.array(
    z.object({
      ...featureEvidence,
      share: z.number().describe("The share of the homes that list it"),
      withHomes: z.number().int(),
      withMedianDemand: z.number().nullable(),
      withoutHomes: z.number().int(),
      withoutMedianDemand: z.number().nullable(),
    }),
  ),
});
export type MarketEvidenceResponse = z.infer<typeof marketEvidenceSchema>;

const measure = z.object({ home: z.number().nullable(), topDemandMedian: z.number().nullable() });
const shareAmong = { topDemandHomes: z.number().int(), ofTopDemand: z.number().int(), otherHomes: z.number().int(), ofOthers: z.number().int() };

export const themeCountSchema = z.object({
  theme: z.enum(["cleanliness", "location", "check-in", "noise", "beds", "wifi", "host"]),
  praise: z.number().int().describe("Reviews that praise it"),
  complaints: z.number().int().describe("Reviews that complain about it"),
  praiseQuotes: z.array(z.string()),
  complaintQuotes: z.array(z.string()),
});

export const marketComparisonSchema = z.object({
  market: marketSchema,
  homeId: z.string().nullable().describe("The market home compared (the listing's id when it is in the market's data)"),
  rule: z.object({ bedroomTolerance: z.number(), guestTolerance: z.number(), comparableLimit: z.number(), topDemandLimit: z.number() }),
  comparable: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      distanceKm: z.number(),
      reviewsLastYear: z.number().int(),
      bookedDays: z.number().int().nullable(),
      overallScore: z.number().int(),
      price: z.number().nullable(),
      rating: z.number().nullable(),
      superhost: z.boolean(),
      topDemand: z.boolean(),
    }),
  ),
  radiusKm: z.number(),
  topDemandCount: z.number().int(),
  amenityGaps: z.array(z.object({ amenity: z.string(), ...shareAmong, evidence: z.string().describe("The city-wide figure behind the advice") })),
  titleLength: measure,
  descriptionLength: measure,
  missingKeyTerms: z.array(z.object({ term: z.string(), ...shareAmong })),
  rating: measure,
  superhost: z.object({ home: z.boolean(), topDemandSuperhosts: z.number().int(), ofTopDemand: z.number().int() }),
  price: measure.extend({ comparableMedian: z.number().nullable(), homesWithPrice: z.number().int() }),
  grade: measure.extend({ rank: z.number().int(), of: z.number().int() }),
  guestThemes: z.array(themeCountSchema).nullable().describe("What the home's reviews say by theme; null when no reviews were loaded or read"),
});
export type MarketComparisonResponse = z.infer<typeof marketComparisonSchema>;

/** A user's analysis against its market: null with the reason when the listing is in no loaded city's data. */
export const gradeMarketSchema = z.object({
  comparison: marketComparisonSchema.nullable(),
  reason: z.string().nullable().describe("Why there is no comparison, in words; null when there is one"),
});
export type GradeMarket = z.infer<typeof gradeMarketSchema>;
