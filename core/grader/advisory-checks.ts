import { findRuleBreaches } from "../marketplaces/check-listing-text";
import type { MarketplaceId } from "../marketplaces/marketplace-rules";
import { describeUnlistedAmenity, findUnlistedAmenities } from "./find-unlisted-amenities";
import { describePhotoRange, getPhotoRange } from "./photo-ranges";
import type { Advisory, GraderInput } from "./types";

/** The photo count against the range for the home's size; nothing for pasted text, which has no photos. */
export function checkPhotoCount(input: GraderInput): Advisory[] {
  if (input.isManual) return [];
  const range = getPhotoRange(input.bedrooms);
  const count = input.imageCount;
  if (count >= range.min && count <= range.max) return [];
  const suits = describePhotoRange(input.bedrooms);
  const base = { id: "photo-count", field: "photos", severity: "warning" } as const;
  if (count === 0) return [{ ...base, message: `No photos found: ${suits}` }];
  if (count < range.min) {
    const message = `Only ${count} photos; ${suits}: show each bedroom, each bathroom, the living space and the outside`;
    return [{ ...base, message }];
  }
  if (count > range.max) {
    return [
      {
        ...base,
        severity: "info",
        message: `${count} photos is more than guests scroll through; ${suits}: keep the best`,
      },
    ];
  }
  return [];
}

/** Marketplace limits and content rules broken by the title or the description. */
export function checkMarketplaceRules(input: GraderInput, marketplace: MarketplaceId): Advisory[] {
  return findRuleBreaches({ marketplace, title: input.title, description: input.description }).map((check) => ({
    id: check.id,
    field: check.field === "title" ? "title" : "description",
    severity: check.severity === "error" ? "warning" : "info",
    message: check.message,
  }));
}

export function checkUnlistedAmenities(input: GraderInput): Advisory[] {
  return findUnlistedAmenities(input).map((amenity) => ({
    id: "unlisted-amenity",
    field: "amenities",
    severity: "warning",
    message: describeUnlistedAmenity(amenity),
  }));
}

/** Notes that do not change the score, most pressing first: marketplace rules, amenities, photos. */
export function checkAdvisories(input: GraderInput, marketplace: MarketplaceId = "airbnb"): Advisory[] {
  return [...checkMarketplaceRules(input, marketplace), ...checkUnlistedAmenities(input), ...checkPhotoCount(input)];
}
