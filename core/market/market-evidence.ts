import { GRADED_PARTS } from "../grader/types";
import { normalizeAmenity, type MarketHome } from "./market-home";
import { median, rankValues, spearman } from "./stats";

/**
 * How each grader part and each common amenity goes with demand (reviews in the last twelve months) across a city,
 * controlling for room type, size and area: homes are compared only within their stratum (room type × bedrooms 0-1,
 * 2, 3+ × neighbourhood). The correlation is the Spearman coefficient within each stratum, averaged with the strata's
 * sizes as weights; the fifths place each home by its rank within its stratum. Strata of fewer than MIN_STRATUM_HOMES
 * homes say nothing and are left out; every figure carries the number of homes behind it.
 */
export const MIN_STRATUM_HOMES = 8;
/** An amenity is "common" when between these shares of the city's homes list it (all or none carry no evidence). */
export const COMMON_AMENITY_SHARE = { min: 0.1, max: 0.9 } as const;
export const AMENITY_EVIDENCE_LIMIT = 30;

export interface Fifth {
  fifth: number;
  homes: number;
  medianDemand: number | null;
}

export interface FeatureEvidence {
  feature: string;
  /** The size-weighted mean of the within-stratum Spearman coefficients; null when no stratum varies. */
  spearman: number | null;
  homes: number;
  strata: number;
}

export interface PartEvidence extends FeatureEvidence {
  fifths: Fifth[];
}

export interface AmenityEvidence extends FeatureEvidence {
  share: number;
  withHomes: number;
  withMedianDemand: number | null;
  withoutHomes: number;
  withoutMedianDemand: number | null;
}

export interface MarketEvidence {
  homes: number;
  strata: number;
  parts: PartEvidence[];
  amenities: AmenityEvidence[];
}

export function bedroomBand(bedrooms: number | null): string {
  if (bedrooms === null || bedrooms <= 1) return "0-1";
  return bedrooms === 2 ? "2" : "3+";
}

export function groupIntoStrata(homes: readonly MarketHome[]): MarketHome[][] {
  const strata = new Map<string, MarketHome[]>();
  for (const home of homes) {
    const key = `${home.roomType}|${bedroomBand(home.bedrooms)}|${home.neighbourhood}`;
    const stratum = strata.get(key);
    if (stratum) stratum.push(home);
    else strata.set(key, [home]);
  }
  return [...strata.values()].filter((stratum) => stratum.length >= MIN_STRATUM_HOMES);
}

function stratifiedSpearman(feature: string, strata: readonly MarketHome[][], value: (home: MarketHome) => number): FeatureEvidence {
  let weighted = 0;
  let homes = 0;
  let used = 0;
  for (const stratum of strata) {
    const rho = spearman(stratum.map(value), stratum.map((h) => h.reviewsLastYear));
    if (rho === null) continue;
    weighted += rho * stratum.length;
    homes += stratum.length;
    used += 1;
  }
  return { feature, spearman: homes > 0 ? Math.round((weighted / homes) * 1000) / 1000 : null, homes, strata: used };
}

/** Each home's fifth (1-5) by its value's rank within its stratum; the median demand of each fifth. */
function demandByFifth(strata: readonly MarketHome[][], value: (home: MarketHome) => number): Fifth[] {
  const demand: number[][] = [[], [], [], [], []];
  for (const stratum of strata) {
    const ranks = rankValues(stratum.map(value));
    stratum.forEach((home, i) => {
      const share = (ranks[i]! - 1) / (stratum.length - 1);
      demand[Math.min(4, Math.floor(share * 5))]!.push(home.reviewsLastYear);
    });
  }
  return demand.map((values, i) => ({ fifth: i + 1, homes: values.length, medianDemand: median(values) }));
}

export function computeMarketEvidence(homes: readonly MarketHome[]): MarketEvidence {
  const strata = groupIntoStrata(homes);
  const inStrata = strata.flat();
  const parts: PartEvidence[] = (["overall", ...GRADED_PARTS] as const).map((part) => {
    const value = (home: MarketHome) => home.grade[part];
    return { ...stratifiedSpearman(part, strata, value), fifths: demandByFifth(strata, value) };
  });
  // Each home's amenities normalised once: the 30 amenities below each look at every home.
  const amenitySets = new Map(inStrata.map((home) => [home, new Set(home.amenities.map(normalizeAmenity))]));
  const counts = new Map<string, number>();
  for (const names of amenitySets.values()) for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const common = [...counts]
    .filter(([, count]) => count >= inStrata.length * COMMON_AMENITY_SHARE.min && count <= inStrata.length * COMMON_AMENITY_SHARE.max)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, AMENITY_EVIDENCE_LIMIT);
  const amenities = common.map(([amenity, count]): AmenityEvidence => {
    const has = (home: MarketHome) => (amenitySets.get(home)!.has(amenity) ? 1 : 0);
    const withDemand = inStrata.filter((h) => has(h) === 1).map((h) => h.reviewsLastYear);
    const withoutDemand = inStrata.filter((h) => has(h) === 0).map((h) => h.reviewsLastYear);
    return {
      ...stratifiedSpearman(amenity, strata, has),
      share: Math.round((count / inStrata.length) * 1000) / 1000,
      withHomes: withDemand.length,
      withMedianDemand: median(withDemand),
      withoutHomes: withoutDemand.length,
      withoutMedianDemand: median(withoutDemand),
    };
  });
  return { homes: inStrata.length, strata: strata.length, parts, amenities };
}
