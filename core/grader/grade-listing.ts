import type { MarketplaceId } from "../marketplaces/marketplace-rules";
import { checkAdvisories } from "./advisory-checks";
import { scoreExternalBonus } from "./external-bonus";
import { labelScore, levelQuality, WEAK_COMPONENT_THRESHOLD } from "./labels";
import { readGraderInput } from "./read-grader-input";
import { scoreAmenities } from "./score-amenities";
import { scoreDescription } from "./score-description";
import { scoreHost } from "./score-host";
import { scoreSeo } from "./score-seo";
import { scoreTitle } from "./score-title";
import type { GradableListing, QualityResult } from "./types";

/** The weights of the five components (spec §9); they sum to 1. */
export const COMPONENT_WEIGHTS = { title: 0.22, description: 0.22, amenities: 0.22, seo: 0.16, host: 0.18 } as const;
export const OVERALL_FLOOR = 0.4;
export const OVERALL_CAP = 1;

export interface ComponentValues {
  readonly title: number;
  readonly description: number;
  readonly amenities: number;
  readonly seo: number;
  readonly host: number;
}

/**
 * The overall score, 0-100: the weighted components plus the external bonus, floored at 0.4, capped at 1, then
 * Math.round of the percentage. Summed in spec/GRADER.md's order so that anyone recomputing gets the same float.
 */
export function computeOverallScore(components: ComponentValues, externalBonus: number): number {
  const weighted =
    COMPONENT_WEIGHTS.title * components.title +
    COMPONENT_WEIGHTS.description * components.description +
    COMPONENT_WEIGHTS.amenities * components.amenities +
    COMPONENT_WEIGHTS.seo * components.seo +
    COMPONENT_WEIGHTS.host * components.host +
    externalBonus;
  return Math.round(Math.min(OVERALL_CAP, Math.max(OVERALL_FLOOR, weighted)) * 100);
}

export function hasWeakComponent(components: ComponentValues): boolean {
  return Object.values(components).some((score) => score < WEAK_COMPONENT_THRESHOLD);
}

export interface GradeOptions {
  /** The marketplace whose rules the advisories check; the score itself is the same everywhere. */
  readonly marketplace?: MarketplaceId;
}

/** The listing-quality result of spec/GRADER.md. Lenient: any partial listing is graded, nothing throws. */
export function gradeListing(listing: GradableListing, options: GradeOptions = {}): QualityResult {
  const input = readGraderInput(listing);
  const breakdown = {
    title: scoreTitle(input),
    description: scoreDescription(input),
    amenities: scoreAmenities(input),
    seo: scoreSeo(input),
    host: scoreHost(input),
    externalBonus: scoreExternalBonus(input),
  };
  const components: ComponentValues = {
    title: breakdown.title.score,
    description: breakdown.description.score,
    amenities: breakdown.amenities.score,
    seo: breakdown.seo.score,
    host: breakdown.host.score,
  };
  const overallScore = computeOverallScore(components, breakdown.externalBonus);
  const weak = hasWeakComponent(components);
  return {
    overallScore,
    qualityLevel: levelQuality(overallScore, weak),
    label: labelScore(overallScore),
    breakdown,
    hasWeakComponent: weak,
    advisories: checkAdvisories(input, options.marketplace ?? "airbnb"),
  };
}
