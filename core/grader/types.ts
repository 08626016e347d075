/** An amenity as sources give it: a name, or an object with a `name` (else a `title`). */
export type GradableAmenity = string | { readonly name?: string | null; readonly title?: string | null };

/**
 * What the grader accepts: the normalised `Listing` satisfies it, and so does any partial object. Missing, null or
 * mistyped fields count as empty (spec/GRADER.md, "Input").
 */
export interface GradableListing {
  readonly title?: string | null;
  readonly description?: string | null;
  readonly location?: string | null;
  readonly amenities?: readonly GradableAmenity[] | null;
  readonly images?: readonly string[] | null;
  readonly bedrooms?: number | null;
  readonly rating?: number | null;
  readonly hostData?: { readonly isSuperHost?: boolean | null; readonly about?: string | null } | null;
  readonly highlights?: readonly string[] | null;
  readonly isGuestFavorite?: boolean | null;
  readonly qualityScore?: number | null;
  readonly _source?: string | null;
}

/** The listing as the scoring rules read it: every field present, cleaned once. */
export interface GraderInput {
  /** The trimmed title. */
  readonly title: string;
  readonly description: string;
  readonly location: string;
  /** Distinct amenity names (trimmed, compared case-insensitively), first spelling kept. */
  readonly amenityNames: readonly string[];
  readonly imageCount: number;
  readonly bedrooms: number | null;
  /** The guest rating when it is a number above 0, else null. */
  readonly rating: number | null;
  readonly isSuperHost: boolean;
  readonly hostAbout: string;
  /** How many marketplace highlights the listing has. */
  readonly highlightCount: number;
  readonly isGuestFavorite: boolean;
  readonly qualityScore: number | null;
  /** Built from pasted text: it has no photos to judge. */
  readonly isManual: boolean;
}

export type ScoreLabel = "Excellent" | "Good" | "Average" | "Needs Work";
export type QualityLevel = "Low" | "Medium" | "High";

/** One card of the result. */
export interface SectionScore {
  /** 0 to 1, unrounded. */
  readonly score: number;
  /** `score.toFixed(2)`. */
  readonly overallScore: string;
  readonly label: ScoreLabel;
  readonly strengths: readonly string[];
  readonly issues: readonly string[];
  /** At most 2. */
  readonly suggestions: readonly string[];
}

export type AdvisoryField = "title" | "description" | "amenities" | "photos";

/** A note that does not change the score: marketplace rules, photo count, amenities left out. */
export interface Advisory {
  readonly id: string;
  readonly field: AdvisoryField;
  readonly severity: "warning" | "info";
  readonly message: string;
}

/** The five scored parts of the breakdown, in spec/GRADER.md's order. */
export const GRADED_PARTS = ["title", "description", "amenities", "seo", "host"] as const;
export type GradedPart = (typeof GRADED_PARTS)[number];

export interface QualityBreakdown {
  readonly title: SectionScore;
  readonly description: SectionScore;
  readonly amenities: SectionScore;
  readonly seo: SectionScore;
  readonly host: SectionScore;
  readonly externalBonus: number;
}

export interface QualityResult {
  /** An integer, 40 to 100 (the overall has a 0.4 floor). */
  readonly overallScore: number;
  readonly qualityLevel: QualityLevel;
  readonly label: ScoreLabel;
  readonly breakdown: QualityBreakdown;
  readonly hasWeakComponent: boolean;
  readonly advisories: readonly Advisory[];
}
