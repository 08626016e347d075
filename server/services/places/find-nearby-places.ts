import { formatPlacesRateLimitMessage, PLACES_LOOKUPS_PER_HOUR, type NearbyPlaces, type NearbyPlacesRequest } from "../../../contracts/places";
import type { Viewer } from "../../../contracts/session";
import type { Database } from "../../db/client";
import type { PlacesProvider } from "../../providers/places/types";
import type { RateLimitRule } from "../rate-limits/consume-rate-limit";
import { enforceRateLimit } from "../rate-limits/enforce-rate-limit";

const HOUR_SECONDS = 60 * 60;

/** Each look-up may reach Nominatim and Overpass, whose fair-use policies are shared by the whole server. */
export function getPlacesRule(userId: string): RateLimitRule {
  return { key: `places:user:${userId}`, limit: PLACES_LOOKUPS_PER_HOUR, windowSeconds: HOUR_SECONDS };
}

/**
 * The map point and the places near a home, for the create-listing form before it generates. Counted per user (admins
 * are not limited); a vendor's failure is a warning in the answer, never an error.
 */
export async function findNearbyPlaces(
  deps: { db: Database; places: PlacesProvider },
  viewer: Viewer,
  request: NearbyPlacesRequest,
): Promise<NearbyPlaces> {
  if (viewer.role !== "admin") await enforceRateLimit(deps.db, getPlacesRule(viewer.id), formatPlacesRateLimitMessage);
  return deps.places.findNearby(request.location, { hostPoints: request.pointsOfInterest ?? [] });
}
