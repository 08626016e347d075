/**
 * Term matching as spec/GRADER.md defines it: case-insensitive, whole word or phrase, i.e. not preceded and not
 * followed by a letter or digit of any script ("wash" does not match "dishwasher"; "hot tub" matches
 * "Hot tub - private"). Spaces inside a phrase match exactly one space, as written.
 */

import { escapeRegExp, NOT_AFTER_WORD, NOT_BEFORE_WORD } from "../text/whole-word";
import { getFoldedText } from "../text/fold-for-ascii-terms";
import { isWordTerm } from "./scan-by-words";
import { isWordAt, isWordBefore } from "./text-words";

/** Compiled patterns, reused across gradings; bounded, since locations and other free text pass through too. */
const patternCache = new Map<string, RegExp>();
const PATTERN_CACHE_LIMIT = 1000;

function getTermPattern(term: string): RegExp {
  const key = term.toLowerCase();
  let pattern = patternCache.get(key);
  if (pattern === undefined) {
    if (patternCache.size >= PATTERN_CACHE_LIMIT) patternCache.clear();
    pattern = new RegExp(`${NOT_AFTER_WORD}${escapeRegExp(key)}${NOT_BEFORE_WORD}`, "iu");
    patternCache.set(key, pattern);
  }
  return pattern;
}

/** `findTerm` by its whole-word pattern: the definition, which the word search below must answer as. */
export function findTermByPattern(text: string, term: string): string | undefined {
  if (term.trim() === "") return undefined;
  return getTermPattern(term).exec(text)?.[0];
}

/**
 * Where a word term (scan-by-words.ts: ASCII, starting and ending with a letter or digit) first occurs whole in
 * `text`, or -1: its lower case looked up in the text folded as /…/iu compares it with ASCII (fold-for-ascii-terms.ts), each
 * place kept only between word edges. The same place as the pattern finds, without trying a lookbehind at every
 * position of the text, which made a place's search in the SEO check a twentieth of a grading (docs/benchmarks.md).
 */
function indexOfWordTerm(text: string, key: string): number {
  const folded = getFoldedText(text);
  for (let index = folded.indexOf(key); index !== -1; index = folded.indexOf(key, index + 1)) {
    if (!isWordBefore(text, index) && !isWordAt(text, index + key.length)) return index;
  }
  return -1;
}

/** Whether `term` occurs in `text` as a whole word or phrase, ignoring case. An empty term never matches. */
export function matchesTerm(text: string, term: string): boolean {
  if (term.trim() === "") return false;
  if (isWordTerm(term)) return indexOfWordTerm(text, term.toLowerCase()) !== -1;
  return getTermPattern(term).test(text);
}

/** The text as written where `term` first occurs in it (for quoting back to the host), or undefined. */
export function findTerm(text: string, term: string): string | undefined {
  if (!isWordTerm(term)) return findTermByPattern(text, term);
  const index = indexOfWordTerm(text, term.toLowerCase());
  return index === -1 ? undefined : text.slice(index, index + term.length);
}

/** The distinct entries of `terms` that match `text`, in list order. */
export function findMatchingTerms(text: string, terms: readonly string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const term of terms) {
    const key = term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (matchesTerm(text, term)) found.push(term);
  }
  return found;
}

/** A list's hits: how many of its distinct entries match `text`. */
export function countHits(text: string, terms: readonly string[]): number {
  return findMatchingTerms(text, terms).length;
}

/** The names joined by line breaks, kept per list: a grading asks many terms of one amenities list. */
const joinedLists = new WeakMap<readonly string[], string>();

/**
 * Whether `term` occurs in any of `names`: the same answer as `names.some((name) => matchesTerm(name, term))`, asked
 * of the names joined by a line break (neither a letter nor a digit, so a word's edges are where they were, and no
 * term holds one, so no match spans two names) with one search instead of one a name.
 */
export function matchesTermInAny(names: readonly string[], term: string): boolean {
  if (term.includes("\n")) return names.some((name) => matchesTerm(name, term));
  let joined = joinedLists.get(names);
  if (joined === undefined) {
    joined = names.join("\n");
    joinedLists.set(names, joined);
  }
  return matchesTerm(joined, term);
}
