import type { MarketEvidenceResponse } from "../../../contracts/markets";
import { normalizeAmenity } from "../../../core/market/market-home";

const format = (value: number | null) => (value === null ? "none" : String(Math.round(value * 10) / 10));

/** The city-wide figure behind an amenity's advice, in words, with its homes, date and licence. */
export function describeAmenityEvidence(evidence: MarketEvidenceResponse, amenity: string): string {
  const { market } = evidence;
  const source = `Inside Airbnb, ${market.city}, ${market.dataDate}, ${market.licence}`;
  const figure = evidence.amenities.find((a) => a.feature === normalizeAmenity(amenity));
  if (!figure) return `Not among ${market.city}'s common amenities, so no city-wide figure (${source}).`;
  const rho = figure.spearman === null ? "no within-area correlation" : `rank correlation ${figure.spearman.toFixed(2)} within room type, size and area`;
  return (
    `Across ${market.city}, homes that list it had a median of ${format(figure.withMedianDemand)} reviews in the last year (${figure.withHomes} homes), ` +
    `those without ${format(figure.withoutMedianDemand)} (${figure.withoutHomes} homes); ${rho} (${figure.homes} homes). Source: ${source}.`
  );
}
