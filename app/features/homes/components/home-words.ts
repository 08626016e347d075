import type { HomeListing, HomeScore } from "../../../../contracts/homes";
import { labelScore } from "../../../../core/grader/labels";
import { MARKETPLACE_RULES } from "../../../../core/marketplaces/marketplace-rules";
import { LANGUAGE_NAMES, takesBathroomAccess, type PropertyFacts } from "../../../../core/writer/property-facts";

/** "Entire rental unit · Lisbon": what the home is and where, as the list and the page's header say it. */
export function describePlace(home: { propertyType: string; city: string }): string {
  return [home.propertyType, home.city].filter((part) => part.trim()).join(" · ");
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 bedroom · 1 bed · 1 shared bathroom": a room's bathroom access as the listing says it, never an entire place's. */
export function describeRooms(facts: Pick<PropertyFacts, "roomType" | "bedrooms" | "beds" | "bathrooms" | "bathroomAccess">): string {
  const access = takesBathroomAccess(facts.roomType) && facts.bathroomAccess && facts.bathrooms > 0 ? `${facts.bathroomAccess} ` : "";
  return [plural(facts.bedrooms, "bedroom", "bedrooms"), plural(facts.beds, "bed", "beds"), plural(facts.bathrooms, `${access}bathroom`, `${access}bathrooms`)].join(" · ");
}

export function countListings(count: number): string {
  return count === 1 ? "1 listing" : `${count} listings`;
}

/** "72 · Good": the score with the word the grader's parts and the writer's score panel use for it. */
export function describeScore(score: number): string {
  return `${score} · ${labelScore(score)}`;
}

export const SCORE_KIND_WORDS: Readonly<Record<HomeScore["kind"], string>> = {
  written: "Listing written",
  edited: "Edited",
  graded: "Graded again",
};

export interface ListingGroup {
  key: string;
  /** "Airbnb · English" */
  title: string;
  latest: HomeListing;
  /** The same marketplace and language's older listings, newest first. */
  earlier: HomeListing[];
}

/**
 * The home's listings per marketplace and language, the group with the newest listing first; inside a group the newest
 * is the current one and the rest are its earlier versions. `listings` comes newest first, as the API sends it.
 */
export function groupListings(listings: readonly HomeListing[]): ListingGroup[] {
  const groups = new Map<string, ListingGroup>();
  for (const listing of listings) {
    const key = `${listing.marketplace}:${listing.language}`;
    const group = groups.get(key);
    if (group) group.earlier.push(listing);
    else groups.set(key, { key, title: `${MARKETPLACE_RULES[listing.marketplace].name} · ${LANGUAGE_NAMES[listing.language]}`, latest: listing, earlier: [] });
  }
  return [...groups.values()];
}

/** The newest listing that is ready: the one "Improve this listing" opens and "Grade it again" grades. */
export function newestReadyListing(listings: readonly HomeListing[]): HomeListing | undefined {
  return listings.find((listing) => listing.status === "ready");
}
