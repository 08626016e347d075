import { MENTION_INDEX, TERM_INDEX, type CatalogueAmenity } from "./amenity-catalogue";
import {
  listFactTexts,
  listKnownPlaceNames,
  type FidelitySources,
  type WrittenField,
} from "./fidelity-sources";
import { BREAK, findNegatedTokens, NEGATIONS, PhraseIndex, tokenize } from "./phrase-index";

/** An amenity or feature the text claims that nothing the host gave backs. */
export interface UnbackedAmenity {
  readonly field: string;
  /** The words of the text, e.g. "hot tub". */
  readonly phrase: string;
  readonly amenity: CatalogueAmenity;
}

const UNAVAILABLE = new Set(["available", "provided", "included", "allowed", "permitted", "offered", "possible", "supplied"]);

/** "A TV is not provided": a negation and an availability word in the few words after the mention. */
function isDeniedAfter(tokens: readonly string[], end: number): boolean {
  let negation = false;
  for (let index = end; index < end + 5 && index < tokens.length; index += 1) {
    const token = tokens[index] as string;
    if (token === BREAK) break;
    if (NEGATIONS.has(token)) negation = true;
    else if (negation && UNAVAILABLE.has(token)) return true;
  }
  return false;
}

/**
 * Word positions covered by known phrases: place names (a point called "Beach Club" is not beach access) and the
 * amenity phrases the host wrote ("Private Beach View" holds the host's "beach view", not a "private beach").
 */
function findCoveredTokens(tokens: readonly string[], names: PhraseIndex<true>): Set<number> {
  const covered = new Set<number>();
  for (const match of names.findAll(tokens)) {
    for (let index = match.start; index < match.start + match.length; index += 1) covered.add(index);
  }
  return covered;
}

function findMentions(text: string, covered: PhraseIndex<true>) {
  const tokens = tokenize(text);
  const skipped = new Set([...findNegatedTokens(tokens), ...findCoveredTokens(tokens, covered)]);
  return MENTION_INDEX.findAll(tokens, (position) => skipped.has(position)).filter(
    (match) => !isDeniedAfter(tokens, match.start + match.length),
  );
}

const FUNCTION_WORDS = new Set(["and", "or", "the", "of", "a", "an", "in", "on", "at", "to", "de", "la", "le", "by"]);

/** A name worth masking holds a real word: a point called "&" must not hide the "and" of a sentence. */
function isNameLike(name: string): boolean {
  return tokenize(name).some((word) => /[\p{L}\p{N}]/u.test(word) && !FUNCTION_WORDS.has(word));
}

interface TextBacking {
  readonly ids: readonly string[];
  readonly phrases: readonly string[];
}

/* The host's texts repeat from listing to listing ("Wifi", "Kitchen"): what each backs is kept, within a bound. */
const textBackings = new Map<string, TextBacking>();
const BACKING_CACHE_LIMIT = 5000;

/** The catalogue entries one of the host's texts names, by its terms or by words that claim them, and those words. */
function readTextBacking(text: string): TextBacking {
  let backing = textBackings.get(text);
  if (backing === undefined) {
    const tokens = tokenize(text);
    const negated = findNegatedTokens(tokens);
    const skip = (position: number) => negated.has(position);
    const found = [...MENTION_INDEX.findAll(tokens, skip), ...TERM_INDEX.findAll(tokens, skip)];
    backing = { ids: found.flatMap((match) => match.values.map((amenity) => amenity.id)), phrases: found.map((match) => match.phrase) };
    if (textBackings.size >= BACKING_CACHE_LIMIT) textBackings.clear();
    textBackings.set(text, backing);
  }
  return backing;
}

/** What the facts back: catalogue entries named in the host's words, and the words themselves. */
function collectBacking(sources: FidelitySources): { ids: Set<string>; phrases: Set<string> } {
  const ids = new Set<string>();
  const phrases = new Set<string>();
  for (const text of listFactTexts(sources.facts)) {
    const backing = readTextBacking(text);
    for (const id of backing.ids) ids.add(id);
    for (const phrase of backing.phrases) phrases.add(phrase);
  }
  const rules = sources.facts.houseRules;
  if (rules?.pets === true) ids.add("pets-allowed");
  if (rules?.smoking === true) ids.add("smoking-allowed");
  return { ids, phrases };
}

/** Amenities and features the fields mention that neither the amenities nor the host's other words back. */
export function findUnbackedAmenities(fields: readonly WrittenField[], sources: FidelitySources): UnbackedAmenity[] {
  const backing = collectBacking(sources);
  const names = new PhraseIndex<true>();
  for (const name of [...listKnownPlaceNames(sources), ...backing.phrases]) if (isNameLike(name)) names.add(name, true);
  const found: UnbackedAmenity[] = [];
  const seen = new Set<string>();
  for (const { field, text } of fields) {
    for (const match of findMentions(text, names)) {
      const backed = backing.phrases.has(match.phrase) || match.values.some((amenity) => backing.ids.has(amenity.id));
      if (backed || seen.has(match.phrase)) continue;
      seen.add(match.phrase);
      found.push({ field, phrase: match.phrase, amenity: match.values[0] as CatalogueAmenity });
    }
  }
  return found;
}
