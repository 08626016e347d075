/**
 * A text's word edges (runs of letters and digits) as looking ASCII terms up word by word reads them (scan-by-words.ts,
 * match-terms.ts), on the text folded by core/text/fold-for-ascii-terms.ts.
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
