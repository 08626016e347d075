import { findMatchingTerms } from "../../grader/match-terms";
import { TITLE_KEYWORDS } from "../../grader/word-lists";
import { toTitleCase } from "./english";
import { hostWord } from "./host-words";
import type { Home, HomeAmenity } from "./home";
import { listHighlightTitleWords, planHighlights } from "./weave-highlights";

/** A piece of a title and the grader's title keywords it holds. */
export interface TitlePart {
  readonly text: string;
  readonly keywords: readonly string[];
  /** In the host's own highlight: a title leads with these. */
  readonly fromHost?: boolean;
  /** An amenity nearly every home lists (Wifi, a washer): never in a title in place of what sets the home apart. */
  readonly commonplace?: boolean;
}

/* The same parts ("Wifi", "Private", "in Zuid") come back from home to home: their keywords are kept, within a bound. */
const keywordCache = new Map<string, readonly string[]>();
const KEYWORD_CACHE_LIMIT = 2000;

export function createPart(text: string): TitlePart {
  let keywords = keywordCache.get(text);
  if (keywords === undefined) {
    if (keywordCache.size >= KEYWORD_CACHE_LIMIT) keywordCache.clear();
    keywords = findMatchingTerms(text, TITLE_KEYWORDS);
    keywordCache.set(text, keywords);
  }
  return { text, keywords };
}

const FAMILY_AMENITIES = ["crib", "travel-crib", "high-chair", "childrens-books-toys", "childrens-playroom", "baby-bath", "childrens-dinnerware"];
const FAMILY_WORDS = /\b(?:famil(?:y|ies)|kids|children)\b/iu;
const CENTRAL_WORDS = /\b(?:centre|center|centrum|centraal|central|city cent(?:re|er))\b/iu;
const NEGATION = /\b(?:not|no|never|without)\b/iu;
/** Adjectives a host's highlight may vouch for ("Quiet street" makes the home quiet). */
const HIGHLIGHT_ADJECTIVES = ["quiet", "bright", "modern", "renovated", "stylish", "charming", "cozy", "cosy", "luxury", "luxurious", "romantic", "walkable", "spacious"];

function saysInHighlights(home: Home, word: string | RegExp): boolean {
  return home.highlights.some((highlight) => {
    if (NEGATION.test(highlight)) return false;
    return typeof word === "string" ? new RegExp(`\\b${word}\\b`, "iu").test(highlight) : word.test(highlight);
  });
}

/** Adjectives that are true of the home, best first: each needs a fact behind it. */
export function listTitleAdjectives(home: Home): TitlePart[] {
  const facts = home.facts;
  const adjectives: string[] = [];
  // True of a whole home too, but "Private Apartment" reads oddly there: compose-titles takes it only when nothing else
  // earns the title its keywords.
  if (home.entire || facts.roomType === "hotel_room") adjectives.push("Private");
  if (home.idealFor.some((item) => FAMILY_WORDS.test(item)) || FAMILY_AMENITIES.some((id) => home.has(id))) {
    adjectives.push("Family-Friendly");
  }
  if (facts.bedrooms >= 3 || saysInHighlights(home, "spacious")) adjectives.push("Spacious");
  const centre = readCentre(home);
  if (centre !== undefined) adjectives.push(centre);
  for (const word of HIGHLIGHT_ADJECTIVES) {
    if (word !== "spacious" && saysInHighlights(home, word)) adjectives.push(toTitleCase(word));
  }
  return [...new Set(adjectives)].map(createPart);
}

/** "Downtown" or "Central" when the neighbourhood, the city or a highlight says so. */
function readCentre(home: Home): "Downtown" | "Central" | undefined {
  const area = `${home.neighborhood ?? ""} ${home.city ?? ""}`;
  if (/\bdowntown\b/iu.test(area) || saysInHighlights(home, "downtown")) return "Downtown";
  if (CENTRAL_WORDS.test(area) || saysInHighlights(home, CENTRAL_WORDS)) return "Central";
  return undefined;
}

function hostSays(amenity: HomeAmenity | undefined, word: string): boolean {
  return amenity !== undefined && new RegExp(`\\b${word}\\b`, "iu").test(amenity.text);
}

/**
 * The outdoor space in the host's own word: "Balcony", "Terrace"; "Outdoor Space" when the host did not say which
 * (Airbnb's "Patio or balcony" reads as indecision in a title).
 */
function outdoorSpaceWord(amenity: HomeAmenity): string {
  for (const word of ["rooftop terrace", "roof terrace", "terrace", "balcony", "patio", "deck", "porch", "veranda"]) {
    if (hostSays(amenity, word) && !hostSays(amenity, "or")) return toTitleCase(word);
  }
  return "Outdoor Space";
}

/** The host's highlights as title features ("River View", "Sunny Balcony"), in the host's order. */
export function listTitleHighlights(home: Home): TitlePart[] {
  const plan = planHighlights(home.highlights);
  const parts = [...plan.opening, ...plan.more].flatMap((highlight) => listHighlightTitleWords(highlight).map((words) => ({ ...createPart(toTitleCase(words)), fromHost: true })));
  return parts.filter((part, index) => parts.findIndex((other) => other.text === part.text) === index);
}

/**
 * Amenities that nearly every home lists. A title has room for two features; spent on these it reads like a padded
 * checklist ("with Wifi & Washer"), so compose-titles takes at most one, and only when no feature that sets the home
 * apart is left out (decision 056). Free parking on the premises counts as a feature in a central home, where it is rare.
 */
const COMMONPLACE_AMENITIES = new Set(["wifi", "washer", "kitchen", "air-conditioning", "workspace", "self-check-in", "free-parking", "paid-parking-on-premises", "free-street-parking"]);

function isCommonplace(home: Home, id: string): boolean {
  if (id === "free-parking") return readCentre(home) === undefined;
  return COMMONPLACE_AMENITIES.has(id);
}

/** Features worth a title, each only when the home has it: what sets the home apart first, keyword-bearing first within each. */
export function listTitleFeatures(home: Home): TitlePart[] {
  const features: TitlePart[] = [];
  const add = (id: string, text: string | ((amenity: HomeAmenity) => string)) => {
    const amenity = home.get(id);
    if (amenity === undefined) return;
    const words = typeof text === "string" ? text : text(amenity);
    if (words !== "") features.push({ ...createPart(words), ...(isCommonplace(home, id) ? { commonplace: true } : {}) });
  };
  add("hot-tub", (amenity) => (hostSays(amenity, "private") ? "Private Hot Tub" : "Hot Tub"));
  add("pool", (amenity) => (hostSays(amenity, "private") ? "Private Pool" : "Pool"));
  add("sauna", "Sauna");
  add("beach-access", (amenity) => (hostSays(amenity, "beachfront") ? "Beachfront" : "Beach Access"));
  add("lake-access", (amenity) => (hostSays(amenity, "lakefront") ? "Lakefront" : "Lake Access"));
  for (const view of home.ofKind("views")) {
    const words = toTitleCase(view.entry?.label.toLowerCase() ?? "");
    if (words !== "") features.push(createPart(words));
  }
  add("fireplace", (amenity) => toTitleCase(hostWord("fireplace", amenity.text) ?? "fireplace"));
  add("king-bed", "King Bed");
  add("patio-balcony", outdoorSpaceWord);
  add("backyard", (amenity) => toTitleCase(hostWord("backyard", amenity.text) ?? "backyard"));
  add("free-parking", "Free Parking");
  add("paid-parking-on-premises", "Parking");
  add("free-street-parking", "Free Street Parking");
  add("wifi", (amenity) => (hostSays(amenity, "fast wifi") ? "Fast Wifi" : "Wifi"));
  add("workspace", "Workspace");
  add("waterfront", "Waterfront");
  add("self-check-in", "Self Check-in");
  add("ev-charger", "EV Charger");
  add("gym", "Gym");
  add("bbq-grill", "BBQ");
  add("washer", "Washer");
  add("air-conditioning", "AC");
  add("kitchen", "Kitchen");
  // Stable: in the order above within each group.
  const group = (commonplace: boolean, keywords: boolean) =>
    features.filter((part) => (part.commonplace === true) === commonplace && part.keywords.length > 0 === keywords);
  return [...group(false, true), ...group(false, false), ...group(true, true), ...group(true, false)];
}

/** Where: "Zuid", "Antwerp", "Zuid, Antwerp"; for the US the state too ("Albany, NY"). */
export function listTitlePlaces(home: Home): string[] {
  const places: string[] = [];
  const cityWithRegion = home.city !== undefined && home.region !== undefined && home.units === "imperial"
    ? `${home.city}, ${home.region}`
    : undefined;
  if (home.neighborhood !== undefined) places.push(home.neighborhood);
  if (home.city !== undefined) places.push(home.city);
  if (cityWithRegion !== undefined) places.push(cityWithRegion);
  if (home.neighborhood !== undefined && home.city !== undefined && home.neighborhood !== home.city) {
    places.push(`${home.neighborhood}, ${home.city}`);
  }
  return [...new Set(places)];
}

/** ", 5-Min Walk to Central Station", for the nearest point a short walk away (the comma joins it to the title). */
export function listTitleWalks(home: Home): string[] {
  return home.points
    .filter((point) => point.minutes !== null && point.minutes <= 10 && point.name.length <= 24)
    .slice(0, 2)
    .map((point) => `, ${point.minutes}-Min Walk to ${point.name}`);
}
