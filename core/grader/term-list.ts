/**
 * A fixed word list asked of a text in one pass: the same answers as asking each term with `matchesTerm` and
 * `findTerm` (match-terms.ts), for the grader's constant lists. One pattern holds every term as an alternative
 * between the whole-word lookarounds; the text is searched once instead of once a term.
 *
 * One search finds every position where some term matches, but at each position only the first alternative that
 * matches: two terms can both match at one position only when one is a prefix of the other ("coffee" and "coffee
 * maker"), so at each position those related terms are asked on their own.
 */

import { escapeRegExp, NOT_AFTER_WORD as BEFORE, NOT_BEFORE_WORD as AFTER } from "../text/whole-word";

const isAscii = (text: string) => [...text].every((character) => character.charCodeAt(0) < 0x80);

/**
 * Whether two terms could match at the same position of some text. For ASCII terms that is when one lower-cased term
 * starts with the other (case folding maps ASCII letters only to ASCII letters); any other term is counted as
 * related to every term, which costs a little time and never an answer.
 */
function mayShareStart(a: string, b: string): boolean {
  if (!isAscii(a) || !isAscii(b)) return true;
  return a.startsWith(b) || b.startsWith(a);
}

/** Called for each term found in a text: its index in `TermList.terms`, where it starts, the text as written. */
type VisitHit = (term: number, index: number, text: string) => void;

const isAsciiText = (text: string) => /^[\u0020-\u007e\t\n\r]*$/.test(text);

export class TermList {
  /** The distinct terms (compared in lower case, first spelling kept), in list order; blank terms left out. */
  readonly terms: readonly string[];
  /** Each term's index by its lower-cased spelling. */
  private readonly termsByKey: ReadonlyMap<string, number>;
  /** For each term, the other terms that may match at the same position. */
  private readonly related: readonly (readonly number[])[];
  /*
   * The patterns are compiled when first used, not when the module loads: a pattern holding \p{L} takes V8 a
   * millisecond or two to compile.
   */
  private anyTerm: RegExp | undefined;
  private readonly eachTerm: (RegExp | undefined)[];

  constructor(terms: readonly string[]) {
    const keys = new Set<string>();
    const kept: string[] = [];
    for (const term of terms) {
      const key = term.toLowerCase();
      if (keys.has(key)) continue;
      keys.add(key);
      if (term.trim() !== "") kept.push(term);
    }
    this.terms = kept;
    this.eachTerm = kept.map(() => undefined);
    const lowered = kept.map((term) => term.toLowerCase());
    this.termsByKey = new Map(lowered.map((key, index) => [key, index]));
    this.related = lowered.map((key, term) =>
      lowered.flatMap((other, index) => (index !== term && mayShareStart(key, other) ? [index] : [])),
    );
  }

  /**
   * Every term as an alternative between the whole-word lookarounds. The lookarounds are written once, around the
   * alternatives: when the one after fails, the search goes back to try the next alternative, so the pattern
   * matches where any term does, whole. No capture groups: with one a term, each match would build an array as long
   * as the list, and the text of the match says which term it is.
   */
  private getAnyTerm(): RegExp {
    if (this.anyTerm === undefined) {
      const alternatives = this.terms.map((term) => escapeRegExp(term.toLowerCase())).join("|");
      this.anyTerm = new RegExp(this.terms.length > 0 ? `${BEFORE}(?:${alternatives})${AFTER}` : "(?!)", "giu");
    }
    return this.anyTerm;
  }

  /** One term alone, sticky: asked at a position where a related term matched. */
  private getEachTerm(term: number): RegExp {
    let pattern = this.eachTerm[term];
    if (pattern === undefined) {
      pattern = new RegExp(`${BEFORE}${escapeRegExp(this.terms[term]!.toLowerCase())}${AFTER}`, "iuy");
      this.eachTerm[term] = pattern;
    }
    return pattern;
  }

  /** The text of `term` where it matches at `index` of `text`, or undefined. */
  private matchAt(text: string, term: number, index: number): string | undefined {
    const alone = this.getEachTerm(term);
    alone.lastIndex = index;
    return alone.exec(text)?.[0];
  }

  /**
   * Every place where a term matches, by position: at each position the pattern matches, the term its text names,
   * then the terms related to it, each asked alone. A plain-ASCII match that is a term's spelling in lower case is
   * that term (ASCII letters fold only to each other); any other text (a "ſ" matching an "s", say) has each term
   * asked alone.
   */
  private scan(text: string, visit: VisitHit): void {
    const pattern = this.getAnyTerm();
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      const found = match[0];
      const at = match.index;
      const named = isAsciiText(found) ? this.termsByKey.get(found.toLowerCase()) : undefined;
      const others = named === undefined ? this.terms.keys() : this.related[named]!;
      if (named !== undefined) visit(named, at, found);
      for (const other of others) {
        const alone = this.matchAt(text, other, at);
        if (alone !== undefined) visit(other, at, alone);
      }
      // On by one character (a whole code point), so that a term starting inside this match is found too.
      pattern.lastIndex = at + ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);
    }
  }

  /** For each term, the text as written where it first occurs (as `findTerm` answers), or undefined. */
  findFirst(text: string): (string | undefined)[] {
    const first: (string | undefined)[] = this.terms.map(() => undefined);
    this.scan(text, (term, _index, found) => (first[term] ??= found));
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
   * term holds one, so no match spans two names), the way `matchesTermInAny` does.
   */
  findInNames(names: readonly string[]): (readonly number[])[] {
    const byTerm: number[][] = this.terms.map(() => []);
    if (this.terms.some((term) => term.includes("\n"))) {
      names.forEach((name, nameIndex) => this.scan(name, (term) => addOnce(byTerm[term]!, nameIndex)));
      return byTerm;
    }
    const starts: number[] = [];
    let offset = 0;
    for (const name of names) {
      starts.push(offset);
      offset += name.length + 1;
    }
    let nameIndex = 0;
    this.scan(names.join("\n"), (term, index) => {
      // Hits come in text order, so the name holding each one is found by walking on.
      while (nameIndex + 1 < starts.length && starts[nameIndex + 1]! <= index) nameIndex += 1;
      addOnce(byTerm[term]!, nameIndex);
    });
    return byTerm;
  }
}

function addOnce(list: number[], value: number): void {
  if (list.at(-1) !== value) list.push(value);
}
