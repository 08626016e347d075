import type { ListingPoint } from "../../../core/writer/generated-listing";
import type { PointCategory, PointOfInterestInput } from "../../../core/writer/property-facts";
import type { FoundPlace, GeoPoint } from "./types";
import { walkingMinutes } from "../../../core/writer/walking";
import { haversineMeters } from "./walk-distance";

export const RANKING_DEFAULTS = {
  /** About 20 minutes on foot, straight line. */
  radiusMeters: 1500,
  maxPoints: 10,
  maxPerCategory: 3,
} as const;

export interface RankOptions {
  radiusMeters?: number;
  maxPoints?: number;
  maxPerCategory?: number;
}

/** Distances are shown to the nearest 10 m: the coordinates are not finer than that, and "340 m" reads better. */
const DISTANCE_STEP_METERS = 10;

/** "Café  de la Gare" and "cafe de la gare" are one place. */
export function normalizePlaceName(name: string): string {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

const roundDistance = (meters: number) => Math.max(DISTANCE_STEP_METERS, Math.round(meters / DISTANCE_STEP_METERS) * DISTANCE_STEP_METERS);

const toPoint = (name: string, category: PointCategory, distanceMeters: number | null, source: ListingPoint["source"]): ListingPoint => ({
  name,
  category,
  distanceMeters,
  walkMinutes: distanceMeters === null ? null : walkingMinutes(distanceMeters),
  source,
});

/** What a vendor found around the home's map point. */
export interface NearbyFound {
  center: GeoPoint;
  places: readonly FoundPlace[];
  source: "openstreetmap" | "google";
}

interface Candidate extends FoundPlace {
  distance: number;
}

/**
 * The points a listing may name: every point the host typed, first and as typed (a missing distance is taken from a
 * found place of the same name), then the found places within walking distance, nearest first with variety: each
 * round takes the next-nearest place of every category, so a street of 40 cafés does not crowd out the park and the
 * tram stop. Unnamed places were dropped by the vendor readers; here places are deduplicated by name (the nearest
 * kept), and none beyond the radius or past the caps are kept.
 */
export function rankPoints(hostPoints: readonly PointOfInterestInput[], nearby: NearbyFound | null, options: RankOptions = {}): ListingPoint[] {
  const radiusMeters = options.radiusMeters ?? RANKING_DEFAULTS.radiusMeters;
  const maxPoints = options.maxPoints ?? RANKING_DEFAULTS.maxPoints;
  const maxPerCategory = options.maxPerCategory ?? RANKING_DEFAULTS.maxPerCategory;

  const candidates: Candidate[] = nearby
    ? nearby.places
        .map((place) => ({ ...place, distance: haversineMeters(nearby.center, place) }))
        .filter((place) => place.distance <= radiusMeters)
        .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    : [];
  const nearestByName = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = normalizePlaceName(candidate.name);
    if (!nearestByName.has(key)) nearestByName.set(key, candidate);
  }

  const host: ListingPoint[] = [];
  const perCategory = new Map<PointCategory, number>();
  for (const point of hostPoints) {
    const key = normalizePlaceName(point.name);
    if (host.some((kept) => normalizePlaceName(kept.name) === key)) continue;
    const match = nearestByName.get(key);
    const distance = point.distanceMeters ?? (match ? roundDistance(match.distance) : null);
    host.push(toPoint(point.name, point.category, distance, "host"));
    nearestByName.delete(key);
    perCategory.set(point.category, (perCategory.get(point.category) ?? 0) + 1);
  }

  const queues = new Map<PointCategory, Candidate[]>();
  for (const candidate of nearestByName.values()) {
    const queue = queues.get(candidate.category) ?? [];
    queues.set(candidate.category, [...queue, candidate]);
  }

  const picked: Candidate[] = [];
  const room = maxPoints - host.length;
  for (let round = 0; round < maxPerCategory && picked.length < room; round++) {
    const tier: Candidate[] = [];
    for (const [category, queue] of queues) {
      const next = queue[round];
      if (next && (perCategory.get(category) ?? 0) < maxPerCategory) tier.push(next);
    }
    for (const candidate of tier.sort((a, b) => a.distance - b.distance)) {
      if (picked.length >= room) break;
      picked.push(candidate);
      perCategory.set(candidate.category, (perCategory.get(candidate.category) ?? 0) + 1);
    }
  }

  if (!nearby) return host;
  const ranked = picked.sort((a, b) => a.distance - b.distance);
  return [...host, ...ranked.map((place) => toPoint(place.name, place.category, roundDistance(place.distance), nearby.source))];
}
