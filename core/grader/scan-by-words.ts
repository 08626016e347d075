import { isLetterOrDigit } from "../text/code-point-classes";
import { getFoldedText } from "../text/fold-for-ascii-terms";
import { isWordAt } from "./text-words";

/**
 * Called for each term found in a text: its index in the list, where it starts and where it ends (the text as written
 * is `text.slice(index, end)`, made only by a caller that wants it).
 */
export type VisitHit = (term: number, index: number, end: number) => void;

/**
 * Terms that can be looked up word by word: ASCII, starting and ending with a letter or digit ("wi-fi", "a/c",
 * "hot tub"). Such a term can match only where a word starts (it is not preceded by a letter or digit), and its
 * first word, up to its first other character, must be that whole word of the text.
 */
const WORD_TERM = /^[a-z0-9](?:[\x20-\x7e]*[a-z0-9])?$/i;
const FIRST_WORD = /^[a-z0-9]+/;

/** Whether `term` can be looked up word by word (WORD_TERM above). */
export function isWordTerm(term: string): boolean {
  return WORD_TERM.test(term);
}

/**
 * isLetterOrDigit's answers for ASCII, read from a table of their own: most of a text's characters are ASCII, and the
 * scan with this table took 7.8 µs a pasted text against 9.0 with a call for each character (docs/benchmarks.md, stop 50).
 */
const ASCII_WORD_UNITS = Uint8Array.from({ length: 128 }, (_unit, code) => (isLetterOrDigit(code) ? 1 : 0));

/**
 * How many code units of `text` at `index` a letter or digit takes (2 for a surrogate pair), or 0 when none starts
 * there: isWordAt, without reading a code point where the unit alone answers.
 */
function wordUnitWidth(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  if (unit < 128) return ASCII_WORD_UNITS[unit]!;
  if (unit >= 0xd800 && unit <= 0xdbff) {
    const code = text.codePointAt(index)!;
    if (code > 0xffff) return isLetterOrDigit(code) ? 2 : 0;
  }
  return isLetterOrDigit(unit) ? 1 : 0;
}

/** A length as one bit of 32; lengths of 31 and more share the last bit. */
const lengthBit = (length: number) => 1 << Math.min(length, 31);

/**
 * A number for the characters of `text` from `start` to `end`: a term's first word and a word of the text that are
 * the same have the same one. Looking words up by it makes no string for each word of the text, which the profile
 * showed costing more than the rest of the scan (docs/benchmarks.md, stop 37); two words that differ may share one,
 * so every candidate is still compared with the text.
 */
function hashWord(text: string, start: number, end: number): number {
  let hash = 0;
  for (let index = start; index < end; index += 1) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  return hash;
}

/**
 * A term list asked word by word: each word of the text looked up in a map of the terms' first words, then each
 * candidate compared with the folded text. The same hits, in the same text order, as the one-pattern search of
 * scan-by-pattern.ts, without trying every term at every position.
 */
export class WordScan {
  private constructor(
    /** The lower-cased terms. */
    private readonly keys: readonly string[],
    /** The terms (their indices) by the hash of their first word (hashWord). */
    private readonly byFirstWord: ReadonlyMap<number, readonly number[]>,
    /**
     * For each first character (an ASCII code), the lengths of the first words starting with it, as bits: most words
     * of a text are ruled out with no hash made and no map asked.
     */
    private readonly firstWordLengths: Uint32Array,
  ) {}

  /** Whether every one of `terms` can be looked up word by word. */
  static accepts(terms: readonly string[]): boolean {
    return terms.every(isWordTerm);
  }

  /** A scan for `terms`, or undefined when some term is not a word term. */
  static create(terms: readonly string[]): WordScan | undefined {
    if (!WordScan.accepts(terms)) return undefined;
    const keys = terms.map((term) => term.toLowerCase());
    const byFirstWord = new Map<number, number[]>();
    const firstWordLengths = new Uint32Array(128);
    keys.forEach((key, index) => {
      const first = FIRST_WORD.exec(key)![0];
      const hash = hashWord(first, 0, first.length);
      byFirstWord.set(hash, [...(byFirstWord.get(hash) ?? []), index]);
      firstWordLengths[first.charCodeAt(0)]! |= lengthBit(first.length);
    });
    return new WordScan(keys, byFirstWord, firstWordLengths);
  }

  scan(text: string, visit: VisitHit): void {
    this.scanStarts(text, (term, start) => visit(term, start, start + this.keys[term]!.length));
  }

  /**
   * As `scan`, without the text of each hit (a term's hit is its key's length long). One pass over the text: each word
   * (a run of letters and digits) is read to its end, and only a word whose first character and length some term's
   * first word has is hashed and looked up; no list of the words is made (docs/benchmarks.md, stops 49 and 50).
   */
  scanStarts(text: string, visit: (term: number, start: number) => void): void {
    const folded = getFoldedText(text);
    const { length } = text;
    let index = 0;
    while (index < length) {
      let width = wordUnitWidth(text, index);
      if (width === 0) {
        index += 1;
        continue;
      }
      const start = index;
      do {
        index += width;
        width = index < length ? wordUnitWidth(text, index) : 0;
      } while (width !== 0);
      // Most words are ruled out by their first character and length, with no hash made and no map asked (a first
      // code beyond ASCII reads as 0 here: no term starts with it).
      if ((this.firstWordLengths[folded.charCodeAt(start)]! & lengthBit(index - start)) !== 0) {
        this.visitWord(text, folded, start, index, hashWord(folded, start, index), visit);
      }
    }
  }

  /** The terms whose first word is the word of `text` from `start` to `end` (its folded `hash`), where they match. */
  private visitWord(text: string, folded: string, start: number, end: number, hash: number, visit: (term: number, start: number) => void): void {
    const candidates = this.byFirstWord.get(hash);
    if (candidates === undefined) return;
    for (const term of candidates) {
      const key = this.keys[term]!;
      const termEnd = start + key.length;
      // The term as written at this word (its first word is then this whole word, as the text's next character is
      // the term's, not a letter or digit); a one-word term ends with the word, a longer one at a word's edge.
      if (folded.startsWith(key, start) && (termEnd === end || !isWordAt(text, termEnd))) visit(term, start);
    }
  }
}
