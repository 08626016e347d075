import { gradeListing } from "../grader/grade-listing";
import type { QualityResult } from "../grader/types";
import type { MarketplaceId } from "../marketplaces/marketplace-rules";
import { joinDescription, type ListingTexts } from "./generated-listing";
import type { PropertyFacts } from "./property-facts";

/**
 * The grader's score of a written listing, as the marketplace would show it: the chosen title, the whole description,
 * the host's amenities. A new listing has no rating or photos yet, so the host component stays at its floor.
 */
export function gradeGeneratedListing(
  texts: Pick<ListingTexts, "summary" | "sections">,
  title: string,
  facts: PropertyFacts,
  marketplace: MarketplaceId,
): QualityResult {
  const location = [facts.location.neighborhood, facts.location.city, facts.location.region, facts.location.country].filter(Boolean).join(", ");
  return gradeListing(
    {
      title,
      description: joinDescription(texts),
      location,
      amenities: facts.amenities,
      bedrooms: facts.bedrooms,
      highlights: facts.highlights ?? [],
      _source: "manual",
    },
    { marketplace },
  );
}
