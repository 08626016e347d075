import {
  BATHROOM,
  BEDROOM_LAUNDRY,
  ENTERTAINMENT,
  ESSENTIALS,
  HEATING_COOLING,
  INTERNET_OFFICE,
  KITCHEN,
} from "./amenity-catalogue-indoor";
import { FAMILY, LOCATION_FEATURES, OUTDOOR, PARKING_FACILITIES, SAFETY, SERVICES, VIEWS } from "./amenity-catalogue-outdoor";
import { AMENITY_KINDS, type AmenityKind, type CatalogueAmenity } from "./amenity-catalogue-types";
import { findNegatedTokens, PhraseIndex, tokenize } from "./phrase-index";

export { AMENITY_KINDS, type AmenityKind, type CatalogueAmenity };

/** Every amenity a host can pick, grouped by kind in the form's order. */
export const AMENITY_CATALOGUE: readonly CatalogueAmenity[] = [
  ...ESSENTIALS,
  ...KITCHEN,
  ...BATHROOM,
  ...BEDROOM_LAUNDRY,
  ...HEATING_COOLING,
  ...ENTERTAINMENT,
  ...FAMILY,
  ...INTERNET_OFFICE,
  ...OUTDOOR,
  ...PARKING_FACILITIES,
  ...SAFETY,
  ...SERVICES,
  ...LOCATION_FEATURES,
  ...VIEWS,
];

const BY_ID = new Map(AMENITY_CATALOGUE.map((amenity) => [amenity.id, amenity]));

export function getCatalogueAmenity(id: string): CatalogueAmenity | undefined {
  return BY_ID.get(id);
}

/** The catalogue grouped by kind, for the form. */
export function groupCatalogueByKind(): { kind: AmenityKind; label: string; amenities: CatalogueAmenity[] }[] {
  return AMENITY_KINDS.map(({ id, label }) => ({
    kind: id,
    label,
    amenities: AMENITY_CATALOGUE.filter((amenity) => amenity.kind === id),
  }));
}

/** Amenity names: each term belongs to one entry. */
export const TERM_INDEX = new PhraseIndex<CatalogueAmenity>();
/** Words in prose that claim an amenity: "parking" claims any of four kinds of parking. */
export const MENTION_INDEX = new PhraseIndex<CatalogueAmenity>();
for (const amenity of AMENITY_CATALOGUE) {
  for (const term of amenity.terms) TERM_INDEX.add(term, amenity);
  for (const phrase of amenity.mentions) MENTION_INDEX.add(phrase, amenity);
}

/* "Coffee maker: Nespresso", "Free washer – In unit": the name comes before the separator, the detail after it. */
const DETAIL_SEPARATOR = /\s*(?::|–|—|\s-\s)\s*/u;

function bestTermMatch(text: string): CatalogueAmenity | undefined {
  // "No pool" names no pool.
  const tokens = tokenize(text);
  const negated = findNegatedTokens(tokens);
  const matches = TERM_INDEX.findAll(tokens, (index) => negated.has(index));
  let best: (typeof matches)[number] | undefined;
  // The longest term wins; between equals the later one, as English puts the noun last ("Whirlpool refrigerator").
  for (const match of matches) if (best === undefined || match.length >= best.length) best = match;
  return best?.values[0];
}

/**
 * The catalogue entry a free-text amenity names ("Fast wifi – 300 Mbps" → Wifi, "Coffee maker: Nespresso" →
 * Coffee maker, "Pool table" → Pool table, not Pool), or undefined when none does.
 */
export function matchAmenity(text: string): CatalogueAmenity | undefined {
  let match = matches.get(text);
  if (match === undefined) {
    const [head = "", ...rest] = text.split(DETAIL_SEPARATOR);
    match = bestTermMatch(head) ?? bestTermMatch(rest.join(" ")) ?? null;
    if (matches.size >= MATCH_CACHE_LIMIT) matches.clear();
    matches.set(text, match);
  }
  return match ?? undefined;
}

/* Amenity names repeat from listing to listing ("Wifi", "Hot water"): their matches are kept, within a bound. */
const matches = new Map<string, CatalogueAmenity | null>();
const MATCH_CACHE_LIMIT = 5000;
