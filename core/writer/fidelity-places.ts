import { AMENITY_CATALOGUE } from "./amenity-catalogue";
import { listFactTexts, listKnownPlaceNames, type FidelitySources, type WrittenField } from "./fidelity-sources";

/** A place name in the text that is neither a point of interest nor part of the home's location. */
export interface UnknownPlace {
  readonly field: string;
  readonly name: string;
}

/** A capitalised word; a full stop only inside it ("U.S."), so that a name never runs into the next sentence. */
const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{N}'’-]*(?:\.(?=\p{L})[\p{L}\p{N}'’-]*)*`;
const JOINER = String.raw`(?:of|the|de|du|des|la|le|les|van|von|der|den|di|da|del|y|on|upon|sur|am|an|im|aan|&)`;
/** Capitalised words, joined by spaces or small words: "Museum of Fine Arts", "Rue de la Paix". */
const CAPITALISED_RUN = new RegExp(String.raw`${NAME_WORD}(?:\s+(?:${JOINER}\s+)*${NAME_WORD})*`, "gu");
const JOINERS = new Set(JOINER.slice(3, -1).split("|"));
const LEADING_CUE = /^(?:In|Near|From|At|To|By|Around|Towards?|Beside|Past|Opposite|Along|Across|Visit|Explore)\s+(?=\p{Lu})/u;
/** A place name usually follows one of these. */
const PLACE_CUE = /(?:^|[^\p{L}])(?:near|to|from|at|in|by|around|towards?|beside|past|opposite|along|across|visit|explore|reach|off|into)\s+$/iu;
/** …or holds one of these words. */
// prettier-ignore
const PLACE_NOUNS = new Set([
  "street", "st", "road", "rd", "avenue", "ave", "boulevard", "square", "plaza", "park", "station", "museum",
  "cathedral", "church", "market", "bridge", "beach", "lake", "river", "airport", "hospital", "university", "college",
  "castle", "palace", "zoo", "gallery", "theatre", "theater", "hall", "tower", "harbour", "harbor", "port", "mall",
  "centre", "center", "stadium", "arena", "garden", "gardens", "abbey", "basilica", "canal", "quay", "pier", "bay",
]);
/** Capitalised words that are not places. */
// prettier-ignore
const NOT_PLACES = new Set([
  "i", "the", "a", "an", "your", "you", "our", "we", "this", "it", "guests", "guest", "check-in", "checkout",
  "check-out", "wifi", "wi-fi", "tv", "hdtv", "ev", "ac", "bbq", "netflix", "monday", "tuesday", "wednesday",
  "thursday", "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july",
  "august", "september", "october", "november", "december", "christmas", "easter", "pm", "am", "north", "south", "east",
  "west", "northeast", "northwest", "southeast", "southwest",
]);
/** Words for what a guest books, which a title puts in capitals next to a place ("The Beach Room"). */
// prettier-ignore
const UNIT_WORDS = ["room", "rooms", "apartment", "home", "house", "flat", "place", "suite", "studio", "guest", "guests", "private", "shared", "entire", "hotel", "bedroom", "bed"];
const TITLE_CASE_WORDS = new Set(
  AMENITY_CATALOGUE.flatMap((amenity) => amenity.label.toLowerCase().split(/[\s/-]+/u)),
);

/** "The Albany's" → "albany": lower case, without a leading "the" or a possessive. */
function lowerName(name: string): string {
  return name.toLowerCase().replace(/^the\s+/u, "").replace(/[’]/gu, "'").replace(/'s\b/gu, "").trim();
}

/** After a cue word ("near Belém Tower"), or holding a place noun ("Belém Tower"); titles, all in Title Case, by cue only. */
function isPlaceCandidate(run: string, before: string, inTitle: boolean): boolean {
  const cued = PLACE_CUE.test(before);
  // Most runs are one capitalised word opening a sentence: no cue, no place noun after it.
  if (!cued && !/\s/u.test(run)) return false;
  const words = run.split(/\s+/u).map((word) => word.toLowerCase().replace(/[.'’]+$/u, ""));
  if (words.every((word) => NOT_PLACES.has(word))) return false;
  if (cued) return true;
  return !inTitle && words.slice(1).some((word) => PLACE_NOUNS.has(word));
}

/** Place names in the fields that the points, the location or the host's own words do not hold. */
export function findUnknownPlaces(fields: readonly WrittenField[], sources: FidelitySources): UnknownPlace[] {
  const known = [...listKnownPlaceNames(sources), ...listFactTexts(sources.facts)].map(lowerName);
  const knownWords = new Set([...known.flatMap((entry) => entry.split(/[^\p{L}\p{N}']+/u)), ...UNIT_WORDS]);
  // Known when one of the names holds it, or when every word of it is a word of the names ("Zuid, Antwerp").
  const isKnown = (name: string) => {
    const lower = lowerName(name);
    if (known.some((entry) => entry.includes(lower))) return true;
    return lower.split(/[^\p{L}\p{N}']+/u).every((word) => word === "" || knownWords.has(word) || JOINERS.has(word));
  };
  const found: UnknownPlace[] = [];
  const seen = new Set<string>();
  for (const { field, text } of fields) {
    for (const line of text.split("\n")) {
      for (const match of line.matchAll(CAPITALISED_RUN)) {
        // "In Lisbon" at the start of a sentence: the cue is part of the capitalised run.
        const lead = LEADING_CUE.exec(match[0]);
        const name = match[0].slice(lead?.[0].length ?? 0).replace(/[.'’-]+$/u, "");
        // The cue is one of the few words before: look no further back than that.
        const before = lead !== null ? "in " : line.slice(Math.max(0, match.index - 24), match.index);
        if (name === "") continue;
        if (field === "titles" && name.split(/\s+/u).every((word) => TITLE_CASE_WORDS.has(word.toLowerCase()))) continue;
        if (!isPlaceCandidate(name, before, field === "titles") || isKnown(name) || seen.has(name)) continue;
        seen.add(name);
        found.push({ field, name });
      }
    }
  }
  return found;
}
