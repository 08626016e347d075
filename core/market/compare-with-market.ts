import { findAmenityGaps, type AmenityGap } from "./amenity-gaps";
import { COMPARABLE_RULE, findComparableHomes, rankByDemand } from "./find-comparable-homes";
import { findMissingKeyTerms, type KeyTerm } from "./key-terms";
import type { MarketHome, SubjectHome } from "./market-home";
import { median } from "./stats";

export interface ComparedHome {
  id: string;
  name: string;
  distanceKm: number;
  reviewsLastYear: number;
  bookedDays: number | null;
  overallScore: number;
  price: number | null;
  rating: number | null;
  superhost: boolean;
  topDemand: boolean;
}

/** The home's figure beside the top-demand homes' median (null where no home has the figure). */
export interface Measure {
  home: number | null;
  topDemandMedian: number | null;
}

export interface MarketComparison {
  rule: typeof COMPARABLE_RULE;
  /** The comparable set, most demand first. */
  comparable: ComparedHome[];
  /** The farthest comparable home, in km. */
  radiusKm: number;
  topDemandCount: number;
  amenityGaps: AmenityGap[];
  titleLength: Measure;
  descriptionLength: Measure;
  missingKeyTerms: KeyTerm[];
  rating: Measure;
  superhost: { home: boolean; topDemandSuperhosts: number; ofTopDemand: number };
  price: Measure & { comparableMedian: number | null; homesWithPrice: number };
  /** The spec's overall score: the home's, the top-demand median, and its rank among the comparable set (1 = best). */
  grade: Measure & { rank: number; of: number };
}

function medianOf(homes: readonly MarketHome[], pick: (home: MarketHome) => number | null): number | null {
  return median(homes.map(pick).filter((value): value is number => value !== null));
}

/**
 * What the booked homes near this one have: the comparable set (find-comparable-homes.ts), its TOP_DEMAND_LIMIT
 * most-reviewed homes against the rest, and the home's own figures beside theirs. Null when the home has no location
 * or no comparable home.
 */
export function compareWithMarket(subject: SubjectHome, homes: readonly MarketHome[]): MarketComparison | null {
  const ranked = rankByDemand(findComparableHomes(subject, homes));
  if (ranked.length === 0) return null;
  const topCount = Math.min(COMPARABLE_RULE.topDemandLimit, Math.ceil(ranked.length / 2));
  const top = ranked.slice(0, topCount).map((c) => c.home);
  const others = ranked.slice(topCount).map((c) => c.home);
  const text = (home: { name: string; description: string }) => `${home.name}\n${home.description}`;
  const withPrice = ranked.filter((c) => c.home.price !== null);
  return {
    rule: COMPARABLE_RULE,
    comparable: ranked.map(({ home, distanceKm }, index) => ({
      id: home.id,
      name: home.name,
      distanceKm: Math.round(distanceKm * 100) / 100,
      reviewsLastYear: home.reviewsLastYear,
      bookedDays: home.bookedDays,
      overallScore: home.grade.overall,
      price: home.price,
      rating: home.rating,
      superhost: home.superhost,
      topDemand: index < topCount,
    })),
    radiusKm: Math.round(Math.max(...ranked.map((c) => c.distanceKm)) * 100) / 100,
    topDemandCount: topCount,
    amenityGaps: findAmenityGaps(subject.amenities, top, others),
    titleLength: { home: subject.name.length, topDemandMedian: medianOf(top, (h) => h.name.length) },
    descriptionLength: { home: subject.description.length, topDemandMedian: medianOf(top, (h) => h.description.length) },
    missingKeyTerms: findMissingKeyTerms(text(subject), top.map(text), others.map(text)),
    rating: { home: subject.rating, topDemandMedian: medianOf(top, (h) => h.rating) },
    superhost: { home: subject.superhost, topDemandSuperhosts: top.filter((h) => h.superhost).length, ofTopDemand: top.length },
    price: {
      home: subject.price,
      topDemandMedian: medianOf(top, (h) => h.price),
      comparableMedian: median(withPrice.map((c) => c.home.price!)),
      homesWithPrice: withPrice.length,
    },
    grade: {
      home: subject.grade.overall,
      topDemandMedian: medianOf(top, (h) => h.grade.overall),
      rank: 1 + ranked.filter((c) => c.home.grade.overall > subject.grade.overall).length,
      of: ranked.length + 1,
    },
  };
}
