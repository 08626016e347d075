import { isLetterOrDigit } from "../text/code-point-classes";
import { getFoldedText } from "../text/fold-for-ascii-terms";
import { isWordAt } from "./text-words";

/** Called for each term found in a text: its index in the list, where it starts, the text as written. */
export type VisitHit = (term: number, index: number, text: string) => void;

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
    this.scanStarts(text, (term, start) => visit(term, start, text.slice(start, start + this.keys[term]!.length)));
  }

  /**
   * As `scan`, without the text of each hit (a term's hit is its key's length long). One pass over the text: its words
   * (runs of letters and digits) are found and hashed as they are read, and each is looked up as it ends; no list of
   * the words is made (reading them into one first was most of a scan, docs/benchmarks.md, stop 49).
   */
  scanStarts(text: string, visit: (term: number, start: number) => void): void {
    const folded = getFoldedText(text);
    let start = -1;
    let hash = 0;
    for (let index = 0; index < text.length; ) {
      const code = text.codePointAt(index)!;
      const width = code > 0xffff ? 2 : 1;
      if (isLetterOrDigit(code)) {
        if (start === -1) {
          start = index;
          hash = 0;
        }
        // hashWord, folded unit by unit (both units of a pair).
        hash = (Math.imul(hash, 31) + folded.charCodeAt(index)) | 0;
        if (width === 2) hash = (Math.imul(hash, 31) + folded.charCodeAt(index + 1)) | 0;
      } else if (start !== -1) {
        this.visitWord(text, folded, start, index, hash, visit);
        start = -1;
      }
      index += width;
    }
    if (start !== -1) this.visitWord(text, folded, start, text.length, hash, visit);
  }

  /** The terms whose first word is the word of `text` from `start` to `end` (its folded `hash`), where they match. */
  private visitWord(text: string, folded: string, start: number, end: number, hash: number, visit: (term: number, start: number) => void): void {
    // A code beyond ASCII reads as 0 here: no term starts with it.
    if ((this.firstWordLengths[folded.charCodeAt(start)]! & lengthBit(end - start)) === 0) return;
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
