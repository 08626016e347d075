import type { ListingPoint } from "../../../core/writer/generated-listing";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import type { PlacesProvider } from "../../providers/places/types";

/**
 * The points a listing may name: the host's own first, always, then what the places provider found within walking
 * distance. The provider never throws for a vendor's failure; it answers the host's points and a warning, and the
 * listing then says nothing else about the area.
 */
export async function findListingPoints(facts: PropertyFacts, places: PlacesProvider): Promise<{ points: ListingPoint[]; warnings: string[] }> {
  const found = await places.findNearby(facts.location, { hostPoints: facts.pointsOfInterest ?? [] });
  return { points: found.points, warnings: found.warnings ?? [] };
}
