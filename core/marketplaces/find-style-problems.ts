/** Emojis and shouting: text that marketplaces strip or that reads as spam. */

/*
 * A pictographic character with its variation selector and zero-width-joined parts ("👨‍👩‍👧" is one emoji), a flag
 * (two regional indicators) or a keycap ("1️⃣"). ©, ® and ™ are pictographic in Unicode but are legal marks, not
 * emojis.
 */
const EMOJI =
  /(?:[\u{1F1E6}-\u{1F1FF}]{2}|[0-9#*]\uFE0F?\u20E3|\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*)/gu;
const LEGAL_MARKS = new Set(["©", "®", "™"]);

/**
 * Every emoji holds a pictograph, a regional indicator or the keycap mark: a text with none (most, even with accents
 * or curly quotes) is done with this one search of single characters.
 */
export const EMOJI_CHARACTER = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]|\u20E3/u;

/**
 * What every such character is in UTF-16 code units: ©, ® or a unit from U+203C up (a character beyond the Basic
 * Multilingual Plane is two units from U+D800). A text with none, most of them, is done with this one search of a
 * plain class, about half the cost of the Unicode property above (docs/benchmarks.md, stop 43).
 */
export const MAYBE_EMOJI_CHARACTER = /[\u00a9\u00ae\u203c-\uffff]/;

export function findEmojis(text: string): string[] {
  if (!MAYBE_EMOJI_CHARACTER.test(text) || !EMOJI_CHARACTER.test(text)) return [];
  return [...text.matchAll(EMOJI)].map((match) => match[0]).filter((emoji) => !LEGAL_MARKS.has(emoji));
}

/** More all-caps words than this in a row is shouting. */
export const MAX_CAPS_WORDS_IN_A_ROW = 3;

/**
 * Acronyms written in capitals by convention: neither shouting nor a break in a shouted run. Words that are also
 * ordinary words in capitals ("US" in "CALL US", "LA" in "À LA MER") are left out.
 */
// prettier-ignore
export const COMMON_ACRONYMS: ReadonlySet<string> = new Set([
  "TV", "HDTV", "AC", "BBQ", "WIFI", "EV", "USB", "DVD", "BR", "BA", "KM", "UK", "USA", "EU", "NYC", "GPS", "ATM", "XL",
]);

const LETTER = /\p{L}/gu;
const LOWERCASE_LETTER = /\p{Ll}/u;

type TokenKind = "caps" | "neutral" | "normal";

function classifyToken(token: string): TokenKind {
  // Most words have a lower-case letter: they are normal, whatever else they hold (a fast path for long texts).
  if (LOWERCASE_LETTER.test(token)) return "normal";
  const letters = token.match(LETTER)?.join("") ?? "";
  if (letters === "") return "neutral";
  if (COMMON_ACRONYMS.has(letters.toUpperCase()) && letters === letters.toUpperCase()) return "neutral";
  // A letter without case (Chinese, Arabic…) is not shouting either.
  if (LOWERCASE_LETTER.test(letters) || letters.toLowerCase() === letters) return "normal";
  return "caps";
}

/*
 * A run of more than MAX_CAPS_WORDS_IN_A_ROW all-caps words is that many words in a row or more, none with a
 * lower-case letter (a word with one is normal and ends a run): most texts have no such stretch, and are done with
 * one search.
 */
export const WORDS_WITHOUT_LOWER_CASE = new RegExp(
  String.raw`(?<!\S)[^\s\p{Ll}]+(?:\s+[^\s\p{Ll}]+){${MAX_CAPS_WORDS_IN_A_ROW}}(?!\S)`,
  "u",
);

/**
 * The same stretch with "a-z" for "\p{Ll}" and no u flag: looser (it matches wherever the pattern above does) and
 * about three times faster, so it is asked first.
 */
export const WORDS_WITHOUT_ASCII_LOWER_CASE = new RegExp(
  String.raw`(?:^|\s)[^\sa-z]+(?:\s+[^\sa-z]+){${MAX_CAPS_WORDS_IN_A_ROW}}(?!\S)`,
);

/** Runs of more than MAX_CAPS_WORDS_IN_A_ROW all-caps words, as written ("OCEAN VIEW LUXURY HOME"). */
export function findCapsRuns(text: string): string[] {
  if (!WORDS_WITHOUT_ASCII_LOWER_CASE.test(text) || !WORDS_WITHOUT_LOWER_CASE.test(text)) return [];
  const runs: string[] = [];
  let run: string[] = [];
  const closeRun = (): void => {
    while (run.length > 0 && classifyToken(run.at(-1) ?? "") === "neutral") run.pop();
    const capsWords = run.filter((token) => classifyToken(token) === "caps");
    // One-letter words ("A", "I") are capitals by grammar: a run of only those ("A. A. A A.") is not shouting.
    const shouts = capsWords.some((token) => (token.match(LETTER)?.length ?? 0) > 1);
    if (capsWords.length > MAX_CAPS_WORDS_IN_A_ROW && shouts) runs.push(run.join(" "));
    run = [];
  };
  for (const token of text.split(/\s+/u).filter((part) => part !== "")) {
    const kind = classifyToken(token);
    if (kind === "normal") closeRun();
    else if (kind === "caps" || run.length > 0) run.push(token);
  }
  closeRun();
  return runs.map((quoted) => quoted.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
}
