import { describe, expect, it } from "vitest";
import type { MarketEvidenceResponse } from "../../../contracts/markets";
import { describeAmenityEvidence } from "./describe-amenity-evidence";

const market = {
  id: "antwerp",
  city: "Antwerp",
  dataDate: "2024-06-29",
  licence: "CC BY 4.0 (Inside Airbnb, insideairbnb.com)",
  sourceFiles: ["listings.csv.gz"],
  listingCount: 2570,
  badRowCount: 0,
  reviewCount: 0,
  calendarLoaded: false,
  importedAt: "2026-11-25T00:00:00.000Z",
};
const evidence: MarketEvidenceResponse = {
  market,
  demand: "reviews in the last twelve months",
  controls: ["room type", "bedrooms", "neighbourhood"],
  homes: 2570,
  strata: 300,
  parts: [],
  amenities: [
    { feature: "cooking basics", spearman: 0.234, homes: 2081, strata: 250, share: 0.7, withHomes: 1578, withMedianDemand: 8, withoutHomes: 567, withoutMedianDemand: 1 },
  ],
};

describe("describeAmenityEvidence", () => {
  it("says the city-wide figure in words a host can check, with the homes behind it, the data's date and licence", () => {
    expect(describeAmenityEvidence(evidence, "Cooking basics")).toBe(
      "Across Antwerp, the 1,578 homes that list it had a median of 8 reviews in the last year, the 567 without it 1 review; " +
        "rank correlation 0.23 within room type, size and area (2,081 homes). Antwerp data of 2024-06-29, CC BY 4.0 (Inside Airbnb, insideairbnb.com).",
    );
  });

  it("says why there is no figure for an amenity the evidence does not cover (nearly every home lists it, or few do)", () => {
    expect(describeAmenityEvidence(evidence, "Smoke alarm")).toBe(
      "No city-wide figure: the evidence covers the amenities that between 10% and 90% of Antwerp's homes list (Antwerp data of 2024-06-29, CC BY 4.0 (Inside Airbnb, insideairbnb.com)).",
    );
  });
});
