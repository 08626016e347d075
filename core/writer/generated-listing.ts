import { z } from "zod";
import { MARKETPLACE_IDS } from "../marketplaces/marketplace-rules";
import { POINT_CATEGORIES, WRITING_LANGUAGES } from "./property-facts";

export const SECTION_KEYS = ["space", "guestAccess", "neighborhood", "gettingAround", "notes"] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** The words a host sees for each description section (Airbnb's own headings). */
export const SECTION_LABELS: Readonly<Record<SectionKey, string>> = {
  space: "The space",
  guestAccess: "Guest access",
  neighborhood: "The neighborhood",
  gettingAround: "Getting around",
  notes: "Other things to note",
};

/**
 * What a writer (the offline composer or a model) produces: the texts only. Points of interest, checks and the grade
 * are added around it by the server, from the facts and the places provider, never by the writer.
 */
export const listingTextsSchema = z.object({
  titles: z.array(z.string().min(1).max(255)).length(3).describe("Three title options, best first"),
  summary: z.string().min(1).max(2000),
  sections: z.object({
    space: z.string().min(1).max(4000),
    guestAccess: z.string().min(1).max(2000),
    neighborhood: z.string().min(1).max(2000),
    // Empty when the facts hold no transport, parking or walking times: the section is left out, not filled.
    gettingAround: z.string().max(2000),
    notes: z.string().min(1).max(2000),
  }),
  houseRules: z.array(z.string().min(1).max(300)).max(20),
  seoKeywords: z.array(z.string().min(1).max(60)).min(3).max(15),
});
export type ListingTexts = z.infer<typeof listingTextsSchema>;

export const listingPointSchema = z.object({
  name: z.string(),
  category: z.enum(POINT_CATEGORIES),
  distanceMeters: z.number().int().nullable(),
  walkMinutes: z.number().int().nullable(),
  source: z.enum(["host", "openstreetmap", "google"]),
});
export type ListingPoint = z.infer<typeof listingPointSchema>;

/** One check run on the result: a marketplace rule, the fidelity guard or the cliché list. */
export const listingCheckSchema = z.object({
  id: z.string(),
  field: z.string(),
  passed: z.boolean(),
  severity: z.enum(["error", "warning"]),
  message: z.string(),
});
export type ListingCheck = z.infer<typeof listingCheckSchema>;

export const writerInfoSchema = z.object({
  kind: z.enum(["offline", "ai"]),
  /** "offline writer", or the provider and model, e.g. "openai gpt-4o-mini". */
  label: z.string(),
  attempts: z.number().int().min(1),
});
export type WriterInfo = z.infer<typeof writerInfoSchema>;

export const generatedListingSchema = listingTextsSchema.extend({
  title: z.string(),
  pointsOfInterest: z.array(listingPointSchema),
  marketplace: z.enum(MARKETPLACE_IDS),
  language: z.enum(WRITING_LANGUAGES),
  checks: z.array(listingCheckSchema),
  writer: writerInfoSchema,
  /** Why nearby places may be missing (the map service failed, or found only the city); absent when none were lost. */
  placeWarnings: z.array(z.string()).optional(),
});
export type GeneratedListing = z.infer<typeof generatedListingSchema>;

/** The description as one text, sections under their headings, as a marketplace's single description field takes it. */
export function joinDescription(texts: Pick<ListingTexts, "summary" | "sections">): string {
  const parts = [texts.summary];
  for (const key of writtenSections(texts.sections)) parts.push(`${SECTION_LABELS[key]}\n${texts.sections[key]}`);
  return parts.join("\n\n");
}

/** The sections with something in them, in order: a section with nothing to say is left out of what guests read. */
export function writtenSections(sections: ListingTexts["sections"]): SectionKey[] {
  return SECTION_KEYS.filter((key) => sections[key].trim() !== "");
}
