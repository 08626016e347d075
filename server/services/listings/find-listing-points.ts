import type { ListingPoint } from "../../../core/writer/generated-listing";
import type { PointOfInterestInput, PropertyFacts, PropertyLocation } from "../../../core/writer/property-facts";
import { walkMinutes } from "../../../core/writer/walking";

/** The part of the places provider the writer needs: what is near a location, never an exception. */
export interface NearbyFinder {
  findNearby(location: PropertyLocation): Promise<{ points: ListingPoint[]; warnings?: string[] }>;
}

function fromHost(point: PointOfInterestInput): ListingPoint {
  const distance = point.distanceMeters ?? null;
  return { name: point.name, category: point.category, distanceMeters: distance, walkMinutes: distance === null ? null : walkMinutes(distance), source: "host" };
}

const MAX_POINTS = 12;

/**
 * The points a listing may name: the host's own first, always, then what the places provider found, without repeating a
 * name. No provider, or no answer from it: only the host's points, and the listing says nothing else about the area.
 */
export async function findListingPoints(facts: PropertyFacts, places: NearbyFinder | null): Promise<{ points: ListingPoint[]; warnings: string[] }> {
  const hostPoints = (facts.pointsOfInterest ?? []).map(fromHost);
  if (places === null) return { points: hostPoints, warnings: [] };
  const found = await places.findNearby(facts.location);
  const known = new Set(hostPoints.map((point) => point.name.toLowerCase()));
  const extra = found.points.filter((point) => !known.has(point.name.toLowerCase()));
  return { points: [...hostPoints, ...extra].slice(0, Math.max(MAX_POINTS, hostPoints.length)), warnings: found.warnings ?? [] };
}
