import { memoizeByObject } from "./memoize";
import { TermList } from "./term-list";
import { GRADER_TERMS } from "./term-group";
import { KEY_AMENITIES, type KeyAmenityGroup } from "./word-lists";

/** Every term of every KEY_AMENITIES group, as one list searched in one pass. */
const KEY_AMENITY_TERMS = new TermList(KEY_AMENITIES.flatMap((group) => group.terms), GRADER_TERMS);

const termIndices = new Map(KEY_AMENITY_TERMS.terms.map((term, index) => [term.toLowerCase(), index]));

/** Each group's terms, as indices into KEY_AMENITY_TERMS.terms (a blank term never matches and has none). */
const GROUP_TERMS: readonly (readonly number[])[] = KEY_AMENITIES.map((group) =>
  group.terms.flatMap((term) => termIndices.get(term.toLowerCase()) ?? []),
);

/** For each key amenity term, the amenity names it matches; the scores of the amenities and the description ask. */
const findKeyTermsInNames = memoizeByObject((names: readonly string[]) => KEY_AMENITY_TERMS.findInNames(names));

/** The KEY_AMENITIES groups of which any term matches any of `names`. */
export function findKeyGroupsInNames(names: readonly string[]): KeyAmenityGroup[] {
  const byTerm = findKeyTermsInNames(names);
  return KEY_AMENITIES.filter((_group, index) => GROUP_TERMS[index]!.some((term) => byTerm[term]!.length > 0));
}

/**
 * The amenity names that match a term of a key group the description never names: a listed pool the description
 * leaves out.
 */
export function findNamesOfUndescribedGroups(description: string, names: readonly string[]): string[] {
  const inDescription = KEY_AMENITY_TERMS.findPresent(description);
  const undescribed = GROUP_TERMS.filter((terms) => !terms.some((term) => inDescription[term]));
  if (undescribed.length === 0) return [];
  const byTerm = findKeyTermsInNames(names);
  // Loops, not flatMap into a Set: this ran on every grading at 7% of the grader's time (docs/benchmarks.md, stop 43).
  const matched = new Array<boolean>(names.length).fill(false);
  for (const terms of undescribed) for (const term of terms) for (const name of byTerm[term]!) matched[name] = true;
  return names.filter((_name, index) => matched[index]);
}
