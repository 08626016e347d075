import { normalizeAmenity, type MarketHome } from "./market-home";

/** An amenity is "what the booked homes have" when at least this share of the top-demand homes list it. */
export const AMENITY_GAP_MIN_SHARE = 0.5;

export interface AmenityGap {
  /** The amenity as most top-demand homes write it. */
  amenity: string;
  topDemandHomes: number;
  ofTopDemand: number;
  /** The same amenity among the rest of the comparable set, for contrast. */
  otherHomes: number;
  ofOthers: number;
}

/** Whether the home lists the amenity: the same name, or a longer name that holds it ("wifi" in "fast wifi – 300 mbps"). */
export function listsAmenity(amenities: readonly string[], amenity: string): boolean {
  const key = normalizeAmenity(amenity);
  return amenities.some((name) => {
    const own = normalizeAmenity(name);
    return own === key || own.includes(key);
  });
}

function countAmenities(homes: readonly MarketHome[]): Map<string, { count: number; spellings: Map<string, number> }> {
  const counts = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const home of homes) {
    const seen = new Set<string>();
    for (const name of home.amenities) {
      const key = normalizeAmenity(name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { count: 0, spellings: new Map<string, number>() };
      entry.count += 1;
      entry.spellings.set(name.trim(), (entry.spellings.get(name.trim()) ?? 0) + 1);
      counts.set(key, entry);
    }
  }
  return counts;
}

/** Amenities that at least half of the top-demand homes list and the home lacks, most common first. */
export function findAmenityGaps(subjectAmenities: readonly string[], topDemand: readonly MarketHome[], others: readonly MarketHome[]): AmenityGap[] {
  if (topDemand.length === 0) return [];
  const top = countAmenities(topDemand);
  const rest = countAmenities(others);
  const gaps: AmenityGap[] = [];
  for (const [key, entry] of top) {
    if (entry.count / topDemand.length < AMENITY_GAP_MIN_SHARE || listsAmenity(subjectAmenities, key)) continue;
    const spelling = [...entry.spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    gaps.push({ amenity: spelling, topDemandHomes: entry.count, ofTopDemand: topDemand.length, otherHomes: rest.get(key)?.count ?? 0, ofOthers: others.length });
  }
  return gaps.sort((a, b) => b.topDemandHomes - a.topDemandHomes || a.amenity.localeCompare(b.amenity));
}

/** "Dedicated workspace: 18 of the 25 most-booked comparable homes". */
export function describeAmenityGap(gap: AmenityGap): string {
  return `${gap.amenity}: ${gap.topDemandHomes} of the ${gap.ofTopDemand} most-booked comparable homes`;
}
