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

/** "a, b and c" */
export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

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
