/**
 * A term list asked of a text with one pattern: every term as an alternative between the whole-word lookarounds, so
 * the text is searched once instead of once a term. Works for any terms; term-list.ts uses it for lists that cannot
 * be looked up word by word (scan-by-words.ts).
 *
 * One search finds every position where some term matches, but at each position only the first alternative that
 * matches: two terms can both match at one position only when one is a prefix of the other ("coffee" and "coffee
 * maker"), so at each position those related terms are asked on their own.
 */

import { escapeRegExp, NOT_AFTER_WORD as BEFORE, NOT_BEFORE_WORD as AFTER } from "../text/whole-word";
import type { VisitHit } from "./scan-by-words";

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

const isAsciiText = (text: string) => /^[\u0020-\u007e\t\n\r]*$/.test(text);

export class PatternScan {
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

  /** `terms`: distinct (in lower case) and not blank. */
  constructor(private readonly terms: readonly string[]) {
    this.eachTerm = terms.map(() => undefined);
    const lowered = terms.map((term) => term.toLowerCase());
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
  scan(text: string, visit: VisitHit): void {
    const pattern = this.getAnyTerm();
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      const found = match[0];
      const at = match.index;
      const named = isAsciiText(found) ? this.termsByKey.get(found.toLowerCase()) : undefined;
      const others = named === undefined ? this.terms.keys() : this.related[named]!;
      if (named !== undefined) visit(named, at, at + found.length);
      for (const other of others) {
        const alone = this.matchAt(text, other, at);
        if (alone !== undefined) visit(other, at, at + alone.length);
      }
      // On by one character (a whole code point), so that a term starting inside this match is found too.
      pattern.lastIndex = at + ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);
    }
  }
}
