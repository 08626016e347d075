/**
 * A fixed word list asked of a text in one pass: the same answers as asking each term with `matchesTerm` and
 * `findTerm` (match-terms.ts), for the grader's constant lists. One pattern holds every term as an alternative
 * between the whole-word lookarounds; the text is searched once instead of once a term.
 *
 * One search finds every position where some term matches, but at each position only the first alternative that
 * matches: two terms can both match at one position only when one is a prefix of the other ("coffee" and "coffee
 * maker"), so at each position those related terms are asked on their own.
 */

const LETTER_OR_DIGIT = String.raw`[\p{L}\p{N}]`;

function escapeRegExp(text: string): string {
  // Only syntax characters may be escaped in a unicode-mode pattern (an escaped "-" would be a syntax error).
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

const BEFORE = `(?<!${LETTER_OR_DIGIT})`;
const AFTER = `(?!${LETTER_OR_DIGIT})`;

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

/** One term found in a text: its index in `TermList.terms`, where it starts and the text as written. */
export interface TermHit {
  readonly term: number;
  readonly index: number;
  readonly text: string;
}

export class TermList {
  /** The distinct terms (compared in lower case, first spelling kept), in list order; blank terms left out. */
  readonly terms: readonly string[];
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
    this.related = lowered.map((key, term) =>
      lowered.flatMap((other, index) => (index !== term && mayShareStart(key, other) ? [index] : [])),
    );
  }

  /**
   * Every term as an alternative, each in its own capture group so that a match says which term it is, between the
   * whole-word lookarounds. The lookarounds are written once, around the alternatives: when the one after fails, the
   * search goes back to try the next alternative, so the pattern matches where any term does, whole.
   */
  private getAnyTerm(): RegExp {
    if (this.anyTerm === undefined) {
      const alternatives = this.terms.map((term) => `(${escapeRegExp(term.toLowerCase())})`).join("|");
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

  /** Every place where a term matches, by position, and at one position by term. */
  findHits(text: string): TermHit[] {
    const hits: TermHit[] = [];
    const pattern = this.getAnyTerm();
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      let group = 1;
      while (match[group] === undefined) group += 1;
      const first = group - 1;
      const atHere: TermHit[] = [{ term: first, index: match.index, text: match[0] }];
      for (const other of this.related[first]!) {
        const alone = this.getEachTerm(other);
        alone.lastIndex = match.index;
        const found = alone.exec(text);
        if (found !== null) atHere.push({ term: other, index: match.index, text: found[0] });
      }
      hits.push(...atHere.sort((a, b) => a.term - b.term));
      // On by one character (a whole code point), so that a term starting inside this match is found too.
      pattern.lastIndex = match.index + ((text.codePointAt(match.index) ?? 0) > 0xffff ? 2 : 1);
    }
    return hits;
  }

  /** For each term, the text as written where it first occurs (as `findTerm` answers), or undefined. */
  findFirst(text: string): (string | undefined)[] {
    const first: (string | undefined)[] = this.terms.map(() => undefined);
    for (const hit of this.findHits(text)) first[hit.term] ??= hit.text;
    return first;
  }

  /** Whether each term occurs in `text` (as `matchesTerm` answers), by index in `terms`. */
  findPresent(text: string): boolean[] {
    const present = this.terms.map(() => false);
    for (const hit of this.findHits(text)) present[hit.term] = true;
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
      names.forEach((name, nameIndex) => this.findHits(name).forEach((hit) => addOnce(byTerm[hit.term]!, nameIndex)));
      return byTerm;
    }
    const starts: number[] = [];
    let offset = 0;
    for (const name of names) {
      starts.push(offset);
      offset += name.length + 1;
    }
    let nameIndex = 0;
    for (const hit of this.findHits(names.join("\n"))) {
      // Hits come in text order, so the name holding each one is found by walking on.
      while (nameIndex + 1 < starts.length && starts[nameIndex + 1]! <= hit.index) nameIndex += 1;
      addOnce(byTerm[hit.term]!, nameIndex);
    }
    return byTerm;
  }
}

function addOnce(list: number[], value: number): void {
  if (list.at(-1) !== value) list.push(value);
}
