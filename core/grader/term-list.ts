/**
 * A fixed word list asked of a text in one pass: the same answers as asking each term with `matchesTerm` and
 * `findTerm` (match-terms.ts), for the grader's constant lists. Lists of plain ASCII words are looked up word by word
 * (scan-by-words.ts); any other list is searched with one pattern holding every term (scan-by-pattern.ts).
 */

import { PatternScan } from "./scan-by-pattern";
import { WordScan, type VisitHit } from "./scan-by-words";
import type { TermGroup } from "./term-group";

/** A list's terms looked up with the other lists of its group (term-group.ts): its own hits read from the group's. */
class GroupScan {
  /** This list's index of each group term it holds. */
  private readonly ownIndex: ReadonlyMap<number, number>;

  constructor(
    private readonly group: TermGroup,
    terms: readonly string[],
  ) {
    this.ownIndex = new Map(group.join(terms).map((groupIndex, index) => [groupIndex, index]));
  }

  scan(text: string, visit: VisitHit): void {
    const hits = this.group.findHits(text);
    for (let hit = 0; hit < hits.terms.length; hit += 1) {
      const term = hits.terms[hit]!;
      const own = this.ownIndex.get(term);
      if (own === undefined) continue;
      const start = hits.starts[hit]!;
      visit(own, start, start + this.group.termLength(term));
    }
  }
}

export class TermList {
  /** The distinct terms (compared in lower case, first spelling kept), in list order; blank terms left out. */
  readonly terms: readonly string[];
  /** Where the terms are looked for: word by word (alone or with a group), or with one pattern. */
  private readonly scanner: WordScan | GroupScan | PatternScan;

  /** `group`: the lists asked of the same texts, looked up with this one when all its terms are word terms. */
  constructor(terms: readonly string[], group?: TermGroup) {
    const keys = new Set<string>();
    const kept: string[] = [];
    for (const term of terms) {
      const key = term.toLowerCase();
      if (keys.has(key)) continue;
      keys.add(key);
      if (term.trim() !== "") kept.push(term);
    }
    this.terms = kept;
    if (group !== undefined && WordScan.accepts(kept)) this.scanner = new GroupScan(group, kept);
    else this.scanner = WordScan.create(kept) ?? new PatternScan(kept);
  }

  /** Every place where a term matches, in text order (terms starting at one place in any order). */
  private scan(text: string, visit: VisitHit): void {
    this.scanner.scan(text, visit);
  }

  /** For each term, the text as written where it first occurs (as `findTerm` answers), or undefined. */
  findFirst(text: string): (string | undefined)[] {
    const first: (string | undefined)[] = this.terms.map(() => undefined);
    this.scan(text, (term, index, end) => (first[term] ??= text.slice(index, end)));
    return first;
  }

  /** Whether each term occurs in `text` (as `matchesTerm` answers), by index in `terms`. */
  findPresent(text: string): boolean[] {
    const present = this.terms.map(() => false);
    this.scan(text, (term) => (present[term] = true));
    return present;
  }

  /** The terms that occur in `text`, in list order: the answer of `findMatchingTerms(text, terms)`. */
  findMatching(text: string): string[] {
    const present = this.findPresent(text);
    return this.terms.filter((_term, index) => present[index]);
  }

  /**
   * Which terms occur in which of `names`: for each term, the indices of the names it matches, in order. The names
   * are searched as one text, joined by line breaks (not letters or digits, so each name's edges stay word edges; no
   * term holds one, so no match spans two names), the way `matchesTermInAny` does. The joined text is kept for the
   * list of names, so the list must not change afterwards (the grader's never do).
   */
  findInNames(names: readonly string[]): (readonly number[])[] {
    // Most terms match no name: they share one empty answer, and a term gets its own list at its first hit.
    const byTerm: (readonly number[])[] = this.terms.map(() => NO_NAMES);
    const add = (term: number, nameIndex: number) => {
      const list = byTerm[term]!;
      if (list === NO_NAMES) byTerm[term] = [nameIndex];
      else if (list.at(-1) !== nameIndex) (list as number[]).push(nameIndex);
    };
    if (this.terms.some((term) => term.includes("\n"))) {
      names.forEach((name, nameIndex) => this.scan(name, (term) => add(term, nameIndex)));
      return byTerm;
    }
    const { text, starts } = joinNames(names);
    let nameIndex = 0;
    this.scan(text, (term, index) => {
      // Hits come in text order, so the name holding each one is found by walking on.
      while (nameIndex + 1 < starts.length && starts[nameIndex + 1]! <= index) nameIndex += 1;
      add(term, nameIndex);
    });
    return byTerm;
  }
}

const NO_NAMES: readonly number[] = Object.freeze([]);

/** The names joined by line breaks, and where each starts in that text. */
interface JoinedNames {
  readonly text: string;
  readonly starts: readonly number[];
}

/**
 * Kept for each list of names: a grading asks several term lists of the same amenity names (never changed once
 * read), and the same joined text lets its folded copy be used again (fold-for-ascii-terms.ts).
 */
const joinedNames = new WeakMap<readonly string[], JoinedNames>();

function joinNames(names: readonly string[]): JoinedNames {
  let joined = joinedNames.get(names);
  if (joined === undefined) {
    const starts: number[] = [];
    let offset = 0;
    for (const name of names) {
      starts.push(offset);
      offset += name.length + 1;
    }
    joined = { text: names.join("\n"), starts };
    joinedNames.set(names, joined);
  }
  return joined;
}
