/**
 * A text read once for looking ASCII terms up word by word (scan-by-words.ts): where its words (runs of letters and
 * digits) are, and the text folded to lower case as a case-insensitive Unicode pattern compares it with ASCII.
 */

import { isLetterOrDigit } from "../text/code-point-classes";

/** Whether a letter or digit starts at `index` of `text` (false past its end). */
export function isWordAt(text: string, index: number): boolean {
  return index < text.length && isLetterOrDigit(text.codePointAt(index)!);
}

/**
 * Whether a letter or digit ends just before `index` of `text` (false at its start): what a lookbehind for one reads in
 * a unicode pattern, a surrogate pair taken as its one code point.
 */
export function isWordBefore(text: string, index: number): boolean {
  if (index <= 0) return false;
  let code = text.charCodeAt(index - 1);
  if (code >= 0xdc00 && code <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) code = ((high - 0xd800) << 10) + (code - 0xdc00) + 0x10000;
  }
  return isLetterOrDigit(code);
}

/**
 * The text as /…/iu compares it with ASCII, index for index: lower case, "ſ" as "s" (the only characters beyond
 * ASCII that fold to an ASCII letter are "ſ" and the Kelvin sign, which toLowerCase already makes "k"). "İ" becomes
 * "ı" first: toLowerCase would make it two code units, and neither matches an ASCII letter.
 */
export function foldForAsciiTerms(text: string): string {
  const lower = (text.includes("İ") ? text.replaceAll("İ", "ı") : text).toLowerCase();
  return lower.includes("ſ") ? lower.replaceAll("ſ", "s") : lower;
}

export interface TextWords {
  readonly text: string;
  readonly folded: string;
  /** Where each run of letters and digits starts, and where it ends (exclusive), in text order. */
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

function readTextWords(text: string): TextWords {
  const starts: number[] = [];
  const ends: number[] = [];
  let start = -1;
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index)!;
    if (isLetterOrDigit(code)) {
      if (start === -1) start = index;
    } else if (start !== -1) {
      starts.push(start);
      ends.push(index);
      start = -1;
    }
    index += code > 0xffff ? 2 : 1;
  }
  if (start !== -1) {
    starts.push(start);
    ends.push(text.length);
  }
  return { text, folded: foldForAsciiTerms(text), starts, ends };
}

/*
 * One grading asks several word lists of the same text (the description, the amenity names): the last few texts
 * read are kept, so that each is read once.
 */
const recent: TextWords[] = [];
const RECENT_LIMIT = 4;

export function getTextWords(text: string): TextWords {
  for (const words of recent) if (words.text === text) return words;
  const words = readTextWords(text);
  if (recent.unshift(words) > RECENT_LIMIT) recent.pop();
  return words;
}
