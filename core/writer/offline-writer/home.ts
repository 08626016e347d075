import type { MarketplaceId } from "../../marketplaces/marketplace-rules";
import { matchAmenity, type AmenityKind, type CatalogueAmenity } from "../amenity-catalogue";
import type { ListingPoint } from "../generated-listing";
import type { PropertyFacts, WritingTone } from "../property-facts";
import { unitsForCountry, walkingMinutes, type DistanceUnits } from "../walking";
import { cleanAmenityName } from "./clean-amenity";
import { englishForCountry, lowerFirst, type EnglishVariety } from "./english";
import { readHomeType, type HomeType } from "./home-type";
import { breaksContentRules, cleanHostPhrase, cleanName } from "./host-text";

/** One amenity of the home, as the listing names it. */
export interface HomeAmenity {
  readonly entry: CatalogueAmenity | undefined;
  /** For a sentence, with its article, in plain English: "a TV with Netflix", "fast wifi (300 Mbps)". */
  readonly phrase: string;
  /** The host's words, cleaned. */
  readonly text: string;
}

export interface HomePoint {
  readonly name: string;
  readonly category: ListingPoint["category"];
  readonly meters: number | null;
  readonly minutes: number | null;
}

/** Everything the offline writer may say about the home, read once from the facts and made safe to repeat. */
export interface Home {
  readonly facts: PropertyFacts;
  readonly marketplace: MarketplaceId;
  readonly tone: WritingTone;
  readonly units: DistanceUnits;
  /** US or UK spelling, by the home's country. */
  readonly english: EnglishVariety;
  readonly type: HomeType;
  /**
   * Whether the guests book the whole home, not a room in it. A booked room's lines name the home for what the guests
   * share in it (the kitchen, the backyard), and never make the room hold the home's counts.
   */
  readonly entire: boolean;
  readonly neighborhood: string | undefined;
  readonly city: string | undefined;
  readonly region: string | undefined;
  readonly country: string | undefined;
  readonly amenities: readonly HomeAmenity[];
  readonly highlights: readonly string[];
  readonly idealFor: readonly string[];
  readonly additionalRules: readonly string[];
  /** The host's check-in, check-out and quiet-hours wording, when it may be repeated. */
  readonly checkIn: string | undefined;
  readonly checkOut: string | undefined;
  readonly quietHours: string | undefined;
  /** Nearest first. */
  readonly points: readonly HomePoint[];
  has(id: string): boolean;
  get(id: string): HomeAmenity | undefined;
  ofKind(kind: AmenityKind): HomeAmenity[];
  /** Amenities the catalogue does not know, in the host's words. */
  readonly unmatched: readonly HomeAmenity[];
}

function readAmenities(facts: PropertyFacts, marketplace: MarketplaceId): HomeAmenity[] {
  const seen = new Set<string>();
  const amenities: HomeAmenity[] = [];
  for (const raw of facts.amenities) {
    const text = cleanHostPhrase(raw, facts, marketplace);
    if (text === undefined) continue;
    const entry = matchAmenity(text);
    const key = entry?.id ?? text.toLowerCase();
    const phrase = cleanAmenityName(text, entry);
    if (seen.has(key) || phrase === undefined) continue;
    seen.add(key);
    amenities.push({ entry, text, phrase });
  }
  return amenities;
}

/** The places found around the home, and those the host typed (DESIGN.md: points the host typed are always used). */
function readPoints(facts: PropertyFacts, points: readonly ListingPoint[], marketplace: MarketplaceId): HomePoint[] {
  const typed = (facts.pointsOfInterest ?? []).map((point) => ({
    name: point.name,
    category: point.category,
    distanceMeters: point.distanceMeters ?? null,
    walkMinutes: null,
  }));
  const seen = new Set<string>();
  const read: HomePoint[] = [];
  for (const point of [...points, ...typed]) {
    const name = cleanName(point.name, marketplace);
    if (name === undefined || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const meters = point.distanceMeters;
    const minutes = meters === null ? null : (point.walkMinutes ?? walkingMinutes(meters));
    read.push({ name, category: point.category, meters, minutes });
  }
  return read.sort((a, b) => (a.meters ?? Infinity) - (b.meters ?? Infinity));
}

/** The host's own phrases, cleaned; one with no letter or digit in it ("!", "-") says nothing to a guest and is left out. */
function cleanAll(texts: readonly string[] | undefined, facts: PropertyFacts, marketplace: MarketplaceId): string[] {
  return (texts ?? []).filter((text) => /[\p{L}\p{N}]/u.test(text)).flatMap((text) => cleanHostPhrase(text, facts, marketplace) ?? []);
}

/** The kind of home in words; in lower case a name may become a link ("Booking.com"), so it is checked again. */
function readSafeHomeType(propertyType: string, facts: PropertyFacts, marketplace: MarketplaceId): HomeType {
  const type = readHomeType(propertyType, facts.roomType);
  const unsafe = [type.phrase, type.titleNoun].some((text) => breaksContentRules(text, marketplace));
  return unsafe ? readHomeType("", facts.roomType) : type;
}

export function readHome(facts: PropertyFacts, points: readonly ListingPoint[], marketplace: MarketplaceId): Home {
  const amenities = readAmenities(facts, marketplace);
  const byId = new Map(amenities.flatMap((amenity) => (amenity.entry ? [[amenity.entry.id, amenity] as const] : [])));
  const propertyType = cleanName(facts.propertyType, marketplace) ?? "";
  const location = facts.location;
  return {
    facts,
    marketplace,
    tone: facts.tone ?? "warm",
    units: unitsForCountry(location.country),
    english: englishForCountry(location.country),
    type: readSafeHomeType(propertyType, facts, marketplace),
    entire: facts.roomType === "entire_home",
    neighborhood: cleanName(location.neighborhood, marketplace),
    city: cleanName(location.city, marketplace),
    region: cleanName(location.region, marketplace),
    country: cleanName(location.country, marketplace),
    amenities,
    highlights: cleanAll(facts.highlights, facts, marketplace),
    idealFor: cleanAll(facts.idealFor, facts, marketplace).map(lowerFirst),
    additionalRules: cleanAll(facts.houseRules?.additional, facts, marketplace),
    checkIn: cleanAll([facts.houseRules?.checkIn ?? ""].filter(Boolean), facts, marketplace)[0],
    checkOut: cleanAll([facts.houseRules?.checkOut ?? ""].filter(Boolean), facts, marketplace)[0],
    quietHours: cleanAll([facts.houseRules?.quietHours ?? ""].filter(Boolean), facts, marketplace)[0],
    points: readPoints(facts, points, marketplace),
    has: (id) => byId.has(id),
    get: (id) => byId.get(id),
    ofKind: (kind) => amenities.filter((amenity) => amenity.entry?.kind === kind),
    unmatched: amenities.filter((amenity) => amenity.entry === undefined),
  };
}
