/** Small English helpers for the offline writer. */

/** "a" or "an" before a word, by its sound: "an apartment", "an 8-minute walk", "an EV charger", "a unit". */
export function articleFor(word: string): "a" | "an" {
  const lower = word.toLowerCase();
  if (/^(?:8|11|18|80|8\d\d)(?!\d)/u.test(lower)) return "an";
  if (/^\d/u.test(lower)) return "a";
  // Spelled letters that start with a vowel sound: an EV, an HDTV, an SUV.
  if (/^[AEFHILMNORSX][A-Z]/u.test(word)) return "an";
  if (/^(?:uni|use|usu|eu|one|once)/u.test(lower)) return "a";
  if (/^(?:hour|honest|heir)/u.test(lower)) return "an";
  return /^[aeiou]/u.test(lower) ? "an" : "a";
}

export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { joinList } from "../../text/join-list";

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

/** 1.5 stays 1.5; 2 stays 2. */
export function formatCount(count: number): string {
  return Number.isInteger(count) ? String(count) : count.toFixed(1);
}

/** Ends the text with a full stop unless it already ends a sentence. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”’)]?$/u.test(trimmed) ? capitalize(trimmed) : `${capitalize(trimmed)}.`;
}

const SMALL_WORDS = new Set(["a", "an", "and", "or", "of", "in", "on", "to", "for", "with", "near", "the", "by", "at"]);

/** Title Case for titles: "private room with hot tub" → "Private Room with Hot Tub"; acronyms stay as written. */
export function toTitleCase(text: string): string {
  return text
    .split(" ")
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^\p{Ll}/u, (c) => c.toUpperCase())))
    .join(" ")
    .replace(/-(\p{Ll})/gu, (_match, letter: string) => `-${letter.toUpperCase()}`);
}

/** Lower-cases the first letter unless the word looks like a name or an acronym ("TV", "Nespresso"). */
export function lowerFirst(text: string): string {
  const first = text.split(/[\s-]/u)[0] ?? "";
  if (first.length > 1 && first === first.toUpperCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export type EnglishVariety = "us" | "uk";

const US_ENGLISH_COUNTRIES = /^(?:united states(?: of america)?|usa|us|u\.s\.a?\.?|puerto rico|philippines|guam)$/iu;

/** American spelling for homes in the United States and its territories; British spelling elsewhere. */
export function englishForCountry(country: string | undefined): EnglishVariety {
  return country !== undefined && US_ENGLISH_COUNTRIES.test(country.trim()) ? "us" : "uk";
}

/* [British, American]: the words the writer's own sentences use that the two spell differently. */
// prettier-ignore
const SPELLINGS: readonly (readonly [string, string])[] = [
  ["neighbourhood", "neighborhood"], ["neighbours", "neighbors"], ["neighbour", "neighbor"], ["travellers", "travelers"],
  ["travelling", "traveling"], ["traveller", "traveler"], ["favourite", "favorite"], ["cosy", "cozy"], ["colour", "color"],
  ["organised", "organized"], ["itemised", "itemized"],
];

const SPELLING_PATTERNS = SPELLINGS.map(([uk, us]) => ({
  uk, us, toUs: new RegExp(`\\b${uk}\\b`, "giu"), toUk: new RegExp(`\\b${us}\\b`, "giu"),
}));

function sameCase(model: string, word: string): string {
  return /^\p{Lu}/u.test(model) ? capitalize(word) : word;
}

/** The writer's sentences in the guests' spelling: "cosy" becomes "cozy" in a US listing, "neighborhood" "neighbourhood" elsewhere. */
export function spellFor(text: string, variety: EnglishVariety): string {
  let result = text;
  for (const { uk, us, toUs, toUk } of SPELLING_PATTERNS) {
    result = variety === "us" ? result.replace(toUs, (match) => sameCase(match, us)) : result.replace(toUk, (match) => sameCase(match, uk));
  }
  return result;
}
