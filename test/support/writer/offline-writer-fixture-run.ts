import { readGraderInput } from "../../../core/grader/read-grader-input";
import { scoreDescription } from "../../../core/grader/score-description";
import { scoreTitle } from "../../../core/grader/score-title";
import { findListingProblems } from "../../../core/writer/check-generated-listing";
import { composeListing } from "../../../core/writer/compose-listing";
import { joinDescription, type ListingCheck, type ListingTexts } from "../../../core/writer/generated-listing";
import type { MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import type { PropertyFacts, PropertyLocation } from "../../../core/writer/property-facts";
import { readInsideAirbnbRow, type InsideAirbnbRow } from "./inside-airbnb-facts";

/** What the offline writer did with one Inside Airbnb row. */
export interface RowResult {
  readonly id: string;
  readonly facts: PropertyFacts;
  readonly texts: ListingTexts;
  readonly amenityCount: number;
  readonly gaps: readonly string[];
  /** Failed checks, the soft phone-preview hint left out (see below). */
  readonly problems: readonly ListingCheck[];
  readonly titleScore: number;
  readonly descriptionScore: number;
  readonly title: string;
  readonly firstSentence: string;
}

/*
 * Airbnb's "phones show about 32 characters" is a warning that every title of the 41 to 50 characters the grader
 * scores best fails by design; the writer puts the kind of home first instead. Every other check, warnings included,
 * must pass.
 */
const SOFT_HINTS = new Set(["title-mobile-preview"]);

/**
 * Compose an Airbnb listing for each row and measure it as the product does: the checklist, and the grader's title
 * and description components (the same functions gradeListing uses for its breakdown).
 */
export function runOfflineWriter(
  rows: readonly InsideAirbnbRow[],
  place: Omit<PropertyLocation, "neighborhood" | "lat" | "lng">,
  marketplace: MarketplaceId = "airbnb",
): RowResult[] {
  return rows.map((row) => {
    const { id, facts, gaps } = readInsideAirbnbRow(row, place);
    const texts = composeListing(facts, [], { marketplace });
    const title = texts.titles[0] ?? "";
    const problems = findListingProblems(texts, facts, [], { marketplace }).filter((check) => !SOFT_HINTS.has(check.id));
    const input = readGraderInput({ title, description: joinDescription(texts), amenities: facts.amenities });
    return {
      id,
      facts,
      texts,
      amenityCount: facts.amenities.length,
      gaps,
      problems,
      titleScore: scoreTitle(input).score,
      descriptionScore: scoreDescription(input).score,
      title,
      firstSentence: texts.summary.split(/(?<=[.!?])\s/u)[0] ?? "",
    };
  });
}
