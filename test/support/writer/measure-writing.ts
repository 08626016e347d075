import { readGraderInput } from "../../../core/grader/read-grader-input";
import { scoreDescription } from "../../../core/grader/score-description";
import { countWords } from "../../../core/text-quality/words";
import { scoreTitle } from "../../../core/grader/score-title";
import { joinDescription, type ListingTexts } from "../../../core/writer/generated-listing";
import { OTHER_LANGUAGE_WORDS } from "../../../core/writer/offline-writer/other-language-words";
import type { PropertyFacts } from "../../../core/writer/property-facts";

/*
 * How a set of written listings reads, measured the way issue 19 asks: length, stock sentences repeated from home to
 * home, sentences that tell guests what the input lacked, grammar slips, other languages' words, and the grader's title
 * and description components. Pure: the caller reads the fixtures and writes the listings.
 */

export interface WrittenHome {
  readonly id: string;
  readonly facts: PropertyFacts;
  readonly texts: ListingTexts;
}

/** Sentences that tell guests what the input lacked instead of leaving it out. */
export const LACKED_INPUT = /not given here|not itemi[sz]ed|not (?:listed|mentioned|specified|stated|provided) here|does not include|is not mentioned|not described here|\bunknown\b/iu;

/** Sounds that take "an" though spelled with a consonant, and "a" though spelled with a vowel. */
const AN_EXCEPTIONS = /^(?:hour|honest|heir|honou?r|\d|[A-Z]{2}|[FHLMNRSX]\b|[FHLMNRSX]-)/u;
const A_EXCEPTIONS = /^(?:[Uu]ni|[Uu]s[eu]|[Uu]ti|[Ee]u|[Oo]ne|[Oo]nce|[Uu]r|[Uu]-|[A-Z]{2,}\b)/u;

/** The grammar patterns issue 19 names, each a finder over one text. */
export const GRAMMAR_PATTERNS: Readonly<Record<string, (text: string) => string[]>> = {
  "a before a vowel sound": (text) =>
    [...text.matchAll(/\b[Aa] ([A-Za-z][\w-]*)/gu)]
      .filter(([, word = ""]) => (/^[aeiou]/iu.test(word) && !A_EXCEPTIONS.test(word)) || /^[AEFHILMNORSX](?:-|[A-Z]|\b)/u.test(word))
      .map(([match]) => match),
  "an before a consonant sound": (text) =>
    [...text.matchAll(/\b[Aa]n ([A-Za-z0-9][\w-]*)/gu)]
      .filter(([, word = ""]) => !/^[aeiou]/iu.test(word) && !AN_EXCEPTIONS.test(word) && !/^8/u.test(word))
      .map(([match]) => match),
  "there are with a singular": (text) =>
    [...text.matchAll(/\bthere are ((?:an?|free|paid|one|1) [\w-]+(?: [\w-]+)?)/giu)].map(([match]) => match),
  // "there is books and reading material": a bare plural after "there is" (not "there is a gas stove", "glass").
  "there is with a plural": (text) =>
    [...text.matchAll(/\bthere is (?!(?:a|an|the|no|one|\d+) )([a-z]*[^s\W]s)\b/giu)].map(([match]) => match),
  // "in Alfama, Lisbon for up to 4 guests": a place named with a comma needs its closing one when the sentence goes on.
  "place without its closing comma": (text) =>
    [...text.matchAll(/\bin \p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*, \p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)* (?:for|that|with|has|is|sleeps|welcomes|accommodates|to)\b/gu)].map(([match]) => match),
  // "the 1 bed sleep up to 4 guests", "1 beds", "for up to 1 guest".
  "one with a plural": (text) =>
    [...text.matchAll(/\b(?:the 1 [a-z]+ (?:sleep|are|have)\b|1 (?:beds|bedrooms|bathrooms|guests|nights)\b|up to 1 guest\b)/giu)].map(([match]) => match),
  // A list of reasons run together with semicolons reads as a checklist, not a sentence.
  "semicolon list": (text) => [...text.matchAll(/[^.;\n]*;[^.;\n]*;[^.\n]*\./gu)].map(([match]) => match.trim()),
  "doubled word": (text) =>
    [...text.matchAll(/(?<![\p{L}-])(\p{L}+) \1\b/giu)].filter(([, word = ""]) => !/^(?:that|had|is)$/iu.test(word)).map(([match]) => match),
};

export function findOtherLanguageWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => OTHER_LANGUAGE_WORDS.has(word));
}

/** The description's sentences: split at sentence ends and line breaks, headings dropped. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[.!?]$/u.test(sentence));
}

export interface Distribution {
  readonly min: number;
  readonly p10: number;
  readonly median: number;
  readonly p90: number;
  readonly max: number;
}

export function distributionOf(values: readonly number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { min: sorted[0] ?? 0, p10: at(0.1), median: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? 0 };
}

export interface WritingMeasures {
  readonly listings: number;
  readonly words: Distribution;
  /** Of all sentences of 6+ words (each occurrence), the share that appear in at least 10% of listings. */
  readonly repeatedShare: number;
  readonly topRepeated: readonly { sentence: string; listings: number }[];
  readonly lackedInput: { listings: number; examples: string[] };
  readonly grammar: Readonly<Record<string, { listings: number; examples: string[] }>>;
  readonly otherLanguage: { listings: number; examples: string[] };
  /** Over homes with at least 15 amenities. */
  readonly richHomes: number;
  readonly titleBelow09: number;
  readonly descriptionBelow07: number;
  readonly descriptionBelow09: number;
  readonly titleScores: Distribution;
  readonly descriptionScores: Distribution;
}

const RICH_AMENITIES = 15;
const REPEATED_SHARE_OF_LISTINGS = 0.1;
const MIN_SENTENCE_WORDS = 6;
const EPSILON = 1e-9;

function allText(texts: ListingTexts): string {
  return [texts.titles.join("\n"), joinDescription(texts), texts.houseRules.join("\n")].join("\n");
}

export function measureWriting(homes: readonly WrittenHome[]): WritingMeasures {
  const sentenceListings = new Map<string, number>();
  const perListing: string[][] = [];
  const words: number[] = [];
  const lacked: string[] = [];
  let lackedListings = 0;
  const grammar: Record<string, { listings: number; examples: string[] }> = {};
  for (const name of Object.keys(GRAMMAR_PATTERNS)) grammar[name] = { listings: 0, examples: [] };
  const foreign: string[] = [];
  let foreignListings = 0;
  const titleScores: number[] = [];
  const descriptionScores: number[] = [];
  let richHomes = 0;
  let titleBelow = 0;
  let descriptionBelow07 = 0;
  let descriptionBelow09 = 0;
  for (const { facts, texts } of homes) {
    const description = joinDescription(texts);
    words.push(countWords(description));
    const sentences = splitSentences(description).filter((sentence) => countWords(sentence) >= MIN_SENTENCE_WORDS);
    perListing.push(sentences);
    for (const sentence of new Set(sentences)) sentenceListings.set(sentence, (sentenceListings.get(sentence) ?? 0) + 1);
    const lackedHere = splitSentences(description).filter((sentence) => LACKED_INPUT.test(sentence));
    if (lackedHere.length > 0) lackedListings += 1;
    lacked.push(...lackedHere.slice(0, 1));
    const text = allText(texts);
    for (const [name, find] of Object.entries(GRAMMAR_PATTERNS)) {
      const found = find(text);
      const entry = grammar[name] as { listings: number; examples: string[] };
      if (found.length > 0) entry.listings += 1;
      if (entry.examples.length < 8) entry.examples.push(...found.slice(0, 1));
    }
    const other = findOtherLanguageWords(text);
    if (other.length > 0) foreignListings += 1;
    if (foreign.length < 8) foreign.push(...other.slice(0, 1));
    const input = readGraderInput({ title: texts.titles[0] ?? "", description, amenities: facts.amenities });
    const title = scoreTitle(input).score;
    const descriptionScore = scoreDescription(input).score;
    titleScores.push(title);
    descriptionScores.push(descriptionScore);
    if (facts.amenities.length >= RICH_AMENITIES) {
      richHomes += 1;
      if (title < 0.9 - EPSILON) titleBelow += 1;
      if (descriptionScore < 0.7 - EPSILON) descriptionBelow07 += 1;
      if (descriptionScore < 0.9 - EPSILON) descriptionBelow09 += 1;
    }
  }
  const threshold = Math.max(2, Math.ceil(homes.length * REPEATED_SHARE_OF_LISTINGS));
  let total = 0;
  let repeated = 0;
  for (const sentences of perListing) {
    for (const sentence of sentences) {
      total += 1;
      if ((sentenceListings.get(sentence) ?? 0) >= threshold) repeated += 1;
    }
  }
  const topRepeated = [...sentenceListings]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([sentence, listings]) => ({ sentence, listings }));
  return {
    listings: homes.length,
    words: distributionOf(words),
    repeatedShare: total === 0 ? 0 : repeated / total,
    topRepeated,
    lackedInput: { listings: lackedListings, examples: [...new Set(lacked)].slice(0, 8) },
    grammar,
    otherLanguage: { listings: foreignListings, examples: [...new Set(foreign)] },
    richHomes,
    titleBelow09: titleBelow,
    descriptionBelow07: descriptionBelow07,
    descriptionBelow09: descriptionBelow09,
    titleScores: distributionOf(titleScores),
    descriptionScores: distributionOf(descriptionScores),
  };
}

/** The measures as lines a person reads. */
export function formatMeasures(label: string, measures: WritingMeasures): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const lines = [
    `${label}: ${measures.listings} listings`,
    `  description words: median ${measures.words.median} (min ${measures.words.min}, p10 ${measures.words.p10}, p90 ${measures.words.p90}, max ${measures.words.max})`,
    `  sentences of 6+ words in >=10% of listings: ${percent(measures.repeatedShare)}`,
    ...measures.topRepeated.map(({ sentence, listings }) => `    ${listings}× ${sentence}`),
    `  listings telling what the input lacked: ${measures.lackedInput.listings}`,
    ...measures.lackedInput.examples.map((example) => `    ${example}`),
    ...Object.entries(measures.grammar).map(
      ([name, { listings, examples }]) => `  grammar "${name}": ${listings} listings${examples.length > 0 ? ` (${examples.slice(0, 5).join(" | ")})` : ""}`,
    ),
    `  other-language words: ${measures.otherLanguage.listings} listings${measures.otherLanguage.examples.length > 0 ? ` (${measures.otherLanguage.examples.join(", ")})` : ""}`,
    `  homes with 15+ amenities: ${measures.richHomes}; title < 0.9: ${measures.titleBelow09}; description < 0.7: ${measures.descriptionBelow07}; description < 0.9: ${measures.descriptionBelow09}`,
    `  title score: median ${measures.titleScores.median.toFixed(2)}, min ${measures.titleScores.min.toFixed(2)}; description score: median ${measures.descriptionScores.median.toFixed(2)}, min ${measures.descriptionScores.min.toFixed(2)}`,
  ];
  return lines.join("\n");
}
