import { createLoosePhrasePattern, createPhrasePattern, findPatterns } from "./find-phrases";

/**
 * Stock phrases guests have read in a thousand listings (DESIGN.md names the first four). They say nothing about
 * the home: the writer avoids them and the checks point them out.
 */
export const STOCK_CLICHES = [
  "nestled",
  "oasis",
  "in the heart of",
  "hidden gem",
  "home away from home",
  "tucked away",
  "look no further",
  "slice of paradise",
  "a stone's throw",
  "boasts",
  "breathtaking",
  "you won't be disappointed",
] as const;

const CLICHE_PATTERNS = STOCK_CLICHES.map(createPhrasePattern);
let anyClicheLoosely: RegExp | undefined;

/** The stock phrases in the text, as written. Most texts hold none, which one loose search tells. */
export function findCliches(text: string): string[] {
  anyClicheLoosely ??= createLoosePhrasePattern(STOCK_CLICHES);
  return anyClicheLoosely.test(text) ? findPatterns(text, CLICHE_PATTERNS) : [];
}
