/**
 * Walking times and distance wording. A walk is about 80 metres a minute (4.8 km/h), rounded to whole minutes and never
 * under one. Beyond MAX_WALK_MINUTES nobody calls it a walk, so only the distance is given.
 */
export const METRES_PER_WALKING_MINUTE = 80;
export const MAX_WALK_MINUTES = 30;
export const METRES_PER_MILE = 1609.344;
export const FEET_PER_METRE = 3.28084;

export type DistanceUnits = "metric" | "imperial";

export function walkingMinutes(meters: number): number {
  return Math.max(1, Math.round(meters / METRES_PER_WALKING_MINUTE));
}

export function isWalkable(meters: number): boolean {
  return walkingMinutes(meters) <= MAX_WALK_MINUTES;
}

/** Countries that give distances in miles; everywhere else gets metres and kilometres. */
const IMPERIAL_COUNTRIES = new Set(["united states", "united states of america", "usa", "us", "liberia", "myanmar"]);

export function unitsForCountry(country: string): DistanceUnits {
  return IMPERIAL_COUNTRIES.has(country.trim().toLowerCase()) ? "imperial" : "metric";
}

function trimDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/u, "");
}

/** "350 m", "1.2 km", "12 km"; in miles "200 ft", "0.4 miles", "1 mile". */
export function formatDistance(meters: number, units: DistanceUnits = "metric"): string {
  if (units === "imperial") {
    const feet = meters * FEET_PER_METRE;
    if (feet < 1000) return `${Math.max(10, Math.round(feet / 10) * 10)} ft`;
    const miles = meters / METRES_PER_MILE;
    const written = miles < 10 ? trimDecimal(miles) : String(Math.round(miles));
    return `${written} ${written === "1" ? "mile" : "miles"}`;
  }
  if (meters < 1000) return `${Math.max(10, Math.round(meters / 10) * 10)} m`;
  return meters < 10_000 ? `${trimDecimal(meters / 1000)} km` : `${Math.round(meters / 1000)} km`;
}

/** "a 4-minute walk" */
export function formatWalk(minutes: number): string {
  return `a ${minutes}-minute walk`;
}

/** "350 m, a 4-minute walk", or "12 km away" when it is too far to walk. */
export function describeDistance(meters: number, units: DistanceUnits = "metric"): string {
  const distance = formatDistance(meters, units);
  return isWalkable(meters) ? `${distance}, ${formatWalk(walkingMinutes(meters))}` : `${distance} away`;
}
