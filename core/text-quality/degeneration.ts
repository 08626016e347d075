import { tokenize } from "./words";

/** The longest phrase checked for back-to-back repeats, in words. */
const MAX_REPEATED_PHRASE = 4;
/** A phrase said three times in a row is never writing: "clean clean clean", "relax now relax now relax now". */
const REPEATS_IN_A_ROW = 3;
/** Words per window of the moving type-token ratio: long enough to hold a sentence or two, short enough for a section. */
export const VARIETY_WINDOW = 40;
/** Fewer words than this are too few to judge variety on. */
const MIN_WORDS_FOR_VARIETY = 20;

/** The phrase of 1-4 words repeated three times back to back, if any: "clean" in "clean clean clean". */
export function findRepeatedRun(text: string): string | undefined {
  const tokens = tokenize(text);
  for (let size = 1; size <= MAX_REPEATED_PHRASE; size++) {
    for (let start = 0; start + size * REPEATS_IN_A_ROW <= tokens.length; start++) {
      const phrase = tokens.slice(start, start + size).join(" ");
      let repeats = 1;
      while (repeats < REPEATS_IN_A_ROW && tokens.slice(start + repeats * size, start + (repeats + 1) * size).join(" ") === phrase) repeats++;
      if (repeats === REPEATS_IN_A_ROW) return phrase;
    }
  }
  return undefined;
}

/**
 * How varied the words are: the share of different words in each window of 40 words, averaged (the moving-average
 * type-token ratio, which unlike the plain ratio does not fall as a text grows). Undefined under 20 words.
 */
export function measureVariety(text: string): number | undefined {
  const tokens = tokenize(text);
  if (tokens.length < MIN_WORDS_FOR_VARIETY) return undefined;
  if (tokens.length <= VARIETY_WINDOW) return new Set(tokens).size / tokens.length;
  let total = 0;
  const windows = tokens.length - VARIETY_WINDOW + 1;
  for (let start = 0; start < windows; start++) total += new Set(tokens.slice(start, start + VARIETY_WINDOW)).size / VARIETY_WINDOW;
  return total / windows;
}

/** Units and acronyms that hosts write in lower or mixed case and that have no vowel. */
const KNOWN_SHAPES = new Set(["mbps", "gbps", "kbps", "hdtv", "hvac", "dvds", "tvs", "sqft"]);
const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüÿœ]/iu;
const LETTERS = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

/**
 * Whether a token looks like a word of a Latin-script language: letters (with inner hyphens or apostrophes), a vowel
 * unless it is short or an acronym (TV, BBQ, HDTV), no letter three times in a row, not absurdly long. Tokens with
 * digits (15:00, 2BR, 4K) are not judged.
 */
export function isWordShaped(token: string): boolean {
  if (/\p{N}/u.test(token)) return true;
  if (!LETTERS.test(token)) return false;
  if (KNOWN_SHAPES.has(token.toLowerCase())) return true;
  if (/(\p{L})\1\1/iu.test(token)) return false;
  if (token.length > 30) return false;
  if (token.length <= 3 || /^[\p{Lu}]{2,6}s?$/u.test(token)) return true;
  return token.split(/['’-]/u).every((part) => part.length <= 3 || VOWEL.test(part));
}

/** The tokens of a text that are not word-shaped, as written. */
export function findNonWords(text: string): string[] {
  return text
    .split(/[\s/()&+,;:.!?"“”«»…]+/u)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((token) => token.length > 0 && !isWordShaped(token));
}
