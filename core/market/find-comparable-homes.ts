import { normalizeRoomType, type MarketHome, type SubjectHome } from "./market-home";
import { distanceKm } from "./stats";

/**
 * The comparable-homes rule, written down (docs/decisions/030-market-comparison.md):
 * 1. same room type (entire home, private room, shared room, hotel room);
 * 2. similar size: bedrooms within BEDROOM_TOLERANCE of the home's when both are known;
 * 3. similar guests: accommodates within GUEST_TOLERANCE of the home's when both are known;
 * 4. a location (homes without coordinates cannot be "near"), and not the home itself;
 * 5. nearest first, at most COMPARABLE_LIMIT homes.
 * Demand is the reviews of the last twelve months; booked days are shown beside it when a calendar was loaded.
 * The top-demand homes are the TOP_DEMAND_LIMIT most-reviewed of the set (ties: more booked days, then nearer).
 */
export const COMPARABLE_RULE = {
  bedroomTolerance: 1,
  guestTolerance: 2,
  comparableLimit: 50,
  topDemandLimit: 25,
} as const;

export interface ComparableHome {
  home: MarketHome;
  distanceKm: number;
}

function within(a: number | null, b: number | null, tolerance: number): boolean {
  return a === null || b === null || Math.abs(a - b) <= tolerance;
}

export function findComparableHomes(subject: SubjectHome, homes: readonly MarketHome[]): ComparableHome[] {
  if (subject.latitude === null || subject.longitude === null) return [];
  const roomType = normalizeRoomType(subject.roomType);
  const candidates: ComparableHome[] = [];
  for (const home of homes) {
    if (home.id === subject.id || home.latitude === null || home.longitude === null) continue;
    if (normalizeRoomType(home.roomType) !== roomType) continue;
    if (!within(subject.bedrooms, home.bedrooms, COMPARABLE_RULE.bedroomTolerance)) continue;
    if (!within(subject.accommodates, home.accommodates, COMPARABLE_RULE.guestTolerance)) continue;
    candidates.push({ home, distanceKm: distanceKm(subject.latitude, subject.longitude, home.latitude, home.longitude) });
  }
  return candidates.sort((a, b) => a.distanceKm - b.distanceKm || a.home.id.localeCompare(b.home.id)).slice(0, COMPARABLE_RULE.comparableLimit);
}

/** The comparable homes by demand, highest first: reviews in the last year, then booked days, then distance. */
export function rankByDemand(comparable: readonly ComparableHome[]): ComparableHome[] {
  return [...comparable].sort(
    (a, b) =>
      b.home.reviewsLastYear - a.home.reviewsLastYear ||
      (b.home.bookedDays ?? 0) - (a.home.bookedDays ?? 0) ||
      a.distanceKm - b.distanceKm,
  );
}
