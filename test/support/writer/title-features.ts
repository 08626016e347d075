import type { MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import { readHome } from "../../../core/writer/offline-writer/home";
import { listTitleAdjectives, listTitleFeatures } from "../../../core/writer/offline-writer/title-parts";
import type { PropertyFacts } from "../../../core/writer/property-facts";

/** The features a title names after "with": "Cottage with Log Burner & Wifi in Alfama" → ["Log Burner", "Wifi"]. */
export function readTitleFeatures(title: string): string[] {
  const named = /\bwith (.+?)(?= in | for |, \d|$)/u.exec(title)?.[1];
  return named === undefined ? [] : named.split(" & ");
}

/** Title features nearly every home has, as the writer names them; free parking only outside the centre. */
const COMMONPLACE = ["Wifi", "Fast Wifi", "Washer", "Kitchen", "AC", "Workspace", "Self Check-in", "Parking", "Free Street Parking"];

/** The home's title features, split into the commonplace (Wifi, Washer) and those that set it apart. */
export function sortTitleFeatures(facts: PropertyFacts, marketplace: MarketplaceId = "airbnb"): { commonplace: string[]; distinctive: string[] } {
  const home = readHome(facts, [], marketplace);
  const central = listTitleAdjectives(home).some((part) => part.text === "Central" || part.text === "Downtown");
  const commonplace = central ? COMMONPLACE : [...COMMONPLACE, "Free Parking"];
  const features = listTitleFeatures(home).map((part) => part.text);
  return { commonplace: features.filter((text) => commonplace.includes(text)), distinctive: features.filter((text) => !commonplace.includes(text)) };
}

/**
 * What is wrong with a home's titles as a guest reads them (decision 056): two commonplace amenities in one title, or a
 * commonplace amenity in the first title of a home that has a feature setting it apart. Empty when nothing is.
 */
export function findPaddedTitles(facts: PropertyFacts, titles: readonly string[], marketplace: MarketplaceId = "airbnb"): string[] {
  const { commonplace, distinctive } = sortTitleFeatures(facts, marketplace);
  const problems: string[] = [];
  for (const [index, title] of titles.entries()) {
    const padding = readTitleFeatures(title).filter((feature) => commonplace.includes(feature));
    if (padding.length > 1) problems.push(`two commonplace amenities: ${title}`);
    if (index === 0 && padding.length > 0 && distinctive.length > 0) problems.push(`${padding.join(" & ")} instead of ${distinctive.join(", ")}: ${title}`);
  }
  return problems;
}
