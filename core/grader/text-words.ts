/**
 * Word edges (where runs of letters and digits start and end), as looking ASCII terms up in a folded text checks them
 * (scan-by-words.ts, match-terms.ts; the folding is core/text/fold-for-ascii-terms.ts).
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
  const unit = text.charCodeAt(index - 1);
  const isPairEnd = index >= 2 && unit >= 0xdc00 && unit <= 0xdfff && text.codePointAt(index - 2)! > 0xffff;
  return isLetterOrDigit(isPairEnd ? text.codePointAt(index - 2)! : unit);
}
