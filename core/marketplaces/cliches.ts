import { getFoldedText } from "../text/fold-for-ascii-terms";
import { createPhrasePattern, findPatterns } from "./find-phrases";

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

/**
 * For each phrase, its longest word without an apostrophe ("heart" of "in the heart of"): a text that holds the phrase
 * holds that word too, folded as its pattern compares it.
 */
const CLICHE_WORDS = STOCK_CLICHES.map((phrase) =>
  phrase
    .split(" ")
    .filter((word) => !/['’]/u.test(word))
    .reduce((longest, word) => (word.length > longest.length ? word : longest), ""),
);

/**
 * The stock phrases in the text, as written. Each phrase's pattern is tried only where the text holds its longest word
 * (a search of the folded text, core/text/fold-for-ascii-terms.ts): most texts hold none, and "in the heart of" is
 * searched only in the texts that say "heart".
 */
export function findCliches(text: string): string[] {
  const folded = getFoldedText(text);
  const candidates = CLICHE_PATTERNS.filter((_pattern, index) => folded.includes(CLICHE_WORDS[index]!));
  return candidates.length > 0 ? findPatterns(text, candidates) : [];
}
