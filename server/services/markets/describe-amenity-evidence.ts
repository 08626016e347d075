import type { MarketEvidenceResponse } from "../../../contracts/markets";
import { COMMON_AMENITY_SHARE } from "../../../core/market/market-evidence";
import { normalizeAmenity } from "../../../core/market/market-home";

const count = (value: number) => value.toLocaleString("en-US");
/** A median of reviews; null when no home is behind it. */
const reviews = (value: number | null) => (value === null ? "no figure" : `${Math.round(value * 10) / 10} ${value === 1 ? "review" : "reviews"}`);

/** The city-wide figure behind an amenity's advice, in words a host can check, with its homes, date and licence. */
export function describeAmenityEvidence(evidence: MarketEvidenceResponse, amenity: string): string {
  const { market } = evidence;
  const source = `${market.city} data of ${market.dataDate}, ${market.licence}`;
  const figure = evidence.amenities.find((a) => a.feature === normalizeAmenity(amenity));
  if (!figure) {
    const { min, max } = COMMON_AMENITY_SHARE;
    return `No city-wide figure: the evidence covers the amenities that between ${min * 100}% and ${max * 100}% of ${market.city}'s homes list (${source}).`;
  }
  const rho = figure.spearman === null ? "no rank correlation within room type, size and area" : `rank correlation ${figure.spearman.toFixed(2)} within room type, size and area`;
  return (
    `Across ${market.city}, the ${count(figure.withHomes)} homes that list it had a median of ${reviews(figure.withMedianDemand)} in the last year, ` +
    `the ${count(figure.withoutHomes)} without it ${reviews(figure.withoutMedianDemand)}; ${rho} (${count(figure.homes)} homes). ${source}.`
  );
}
