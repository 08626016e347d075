import { createAnyPattern, createPhrasePattern, findPatterns } from "./find-phrases";

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
let anyCliche: RegExp | undefined;

/** The stock phrases in the text, as written. */
export function findCliches(text: string): string[] {
  anyCliche ??= createAnyPattern(CLICHE_PATTERNS);
  return anyCliche.test(text) ? findPatterns(text, CLICHE_PATTERNS) : [];
}
