import { MENTION_INDEX, TERM_INDEX, type CatalogueAmenity } from "./amenity-catalogue";
import {
  listFactTexts,
  listKnownPlaceNames,
  type FidelitySources,
  type WrittenField,
} from "./fidelity-sources";
import { BREAK, COMMA, PhraseIndex, tokenize } from "./phrase-index";

/** An amenity or feature the text claims that nothing the host gave backs. */
export interface UnbackedAmenity {
  readonly field: string;
  /** The words of the text, e.g. "hot tub". */
  readonly phrase: string;
  readonly amenity: CatalogueAmenity;
}

/*
 * Negations: "no pets", "not suitable for a pool party", "without a washer or dryer", "does not include a kitchen,
 * wifi or parking". The words after a negation claim nothing, up to NEGATION_REACH words, renewed by each comma or
 * "or" of a list, and never past the end of the sentence: "no smoking, and enjoy the hot tub" still claims a hot tub.
 * "…is not provided" after a mention undoes it too.
 */
// "non" is left out: exports write "Non specific shampoo" for a shampoo of no named brand.
const NEGATIONS = new Set(["no", "not", "without", "never", "nor", "cannot", "cant", "dont", "doesnt", "isnt", "arent", "wont"]);
const NEGATION_REACH = 4;
const LIST_REACH = 3;
const LIST_JOINERS = new Set([COMMA, "or", "nor"]);
const NEGATION_ENDS = new Set([BREAK, "but", "while", "whereas", "however"]);
const UNAVAILABLE = new Set(["available", "provided", "included", "allowed", "permitted", "offered", "possible", "supplied"]);

function findNegatedTokens(tokens: readonly string[]): Set<number> {
  const negated = new Set<number>();
  tokens.forEach((token, index) => {
    if (!NEGATIONS.has(token)) return;
    let reach = NEGATION_REACH;
    for (let next = index + 1; reach > 0 && next < tokens.length; next += 1) {
      const word = tokens[next] as string;
      if (NEGATION_ENDS.has(word)) break;
      negated.add(next);
      reach = LIST_JOINERS.has(word) ? Math.max(reach - 1, LIST_REACH) : reach - 1;
    }
  });
  return negated;
}

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

/** Word positions that belong to place names (a point called "Beach Club" is not beach access). */
function findPlaceNameTokens(tokens: readonly string[], names: PhraseIndex<true>): Set<number> {
  const covered = new Set<number>();
  for (const match of names.findAll(tokens)) {
    for (let index = match.start; index < match.start + match.length; index += 1) covered.add(index);
  }
  return covered;
}

function findMentions(
  text: string,
  extraSkip: (tokens: readonly string[]) => Set<number> = () => new Set(),
  index: PhraseIndex<CatalogueAmenity> = MENTION_INDEX,
) {
  const tokens = tokenize(text);
  const skipped = new Set([...findNegatedTokens(tokens), ...extraSkip(tokens)]);
  return index
    .findAll(tokens, (position) => skipped.has(position))
    .filter((match) => !isDeniedAfter(tokens, match.start + match.length));
}

/** What the facts back: catalogue entries named in the host's words, and the words themselves. */
function collectBacking(sources: FidelitySources): { ids: Set<string>; phrases: Set<string> } {
  const ids = new Set<string>();
  const phrases = new Set<string>();
  for (const text of listFactTexts(sources.facts)) {
    for (const match of [...findMentions(text), ...findMentions(text, undefined, TERM_INDEX)]) {
      phrases.add(match.phrase);
      for (const amenity of match.values) ids.add(amenity.id);
    }
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
  for (const name of listKnownPlaceNames(sources)) names.add(name, true);
  const found: UnbackedAmenity[] = [];
  const seen = new Set<string>();
  for (const { field, text } of fields) {
    for (const match of findMentions(text, (tokens) => findPlaceNameTokens(tokens, names))) {
      const backed = backing.phrases.has(match.phrase) || match.values.some((amenity) => backing.ids.has(amenity.id));
      if (backed || seen.has(match.phrase)) continue;
      seen.add(match.phrase);
      found.push({ field, phrase: match.phrase, amenity: match.values[0] as CatalogueAmenity });
    }
  }
  return found;
}
