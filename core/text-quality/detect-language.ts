import { LANGUAGE_NAMES, WRITING_LANGUAGES, type WritingLanguage } from "../writer/property-facts";

export { LANGUAGE_NAMES };
import { STOPWORDS } from "./stopwords";
import { MIN_WORDS_OF_A_SENTENCE, tokenize } from "./words";

/** Below this many words a text (a title, a keyword) says too little to tell its language. */
export const MIN_WORDS_TO_DETECT = 8;
/** Another language is named only when its function words clearly outnumber the asked one's. */
const OTHER_LANGUAGE_MARGIN = 2;
const OTHER_LANGUAGE_MIN_HITS = 3;
/**
 * Real sentences in any of the six languages are a quarter to a half function words; listing prose full of names
 * and amenities still has over a tenth. Below 8% of a text of 15 words or more, it is not written as sentences.
 */
const MIN_FUNCTION_WORD_SHARE = 0.08;
const MIN_WORDS_FOR_SHARE = 15;

export type LanguageVerdict =
  | { readonly kind: "too-short" }
  | { readonly kind: "asked" }
  | { readonly kind: "other"; readonly language: WritingLanguage }
  | { readonly kind: "no-sentences"; readonly share: number };

/** How many of the text's words are function words of each language. */
export function countFunctionWords(text: string): { words: number; hits: Record<WritingLanguage, number> } {
  const tokens = tokenize(text).filter((token) => !/^\d/u.test(token));
  const hits = Object.fromEntries(WRITING_LANGUAGES.map((language) => [language, 0])) as Record<WritingLanguage, number>;
  for (const token of tokens) for (const language of WRITING_LANGUAGES) if (STOPWORDS[language].has(token)) hits[language] += 1;
  return { words: tokens.length, hits };
}

/** The language whose function words the text uses most, or undefined when it uses none. */
export function detectLanguage(text: string): WritingLanguage | undefined {
  const { hits } = countFunctionWords(text);
  let best: WritingLanguage | undefined;
  for (const language of WRITING_LANGUAGES) if (hits[language] > 0 && (best === undefined || hits[language] > hits[best])) best = language;
  return best;
}

/** Whether a text reads as the asked language: another language, no sentences at all, or too short to say. */
export function judgeLanguage(text: string, asked: WritingLanguage): LanguageVerdict {
  const { words, hits } = countFunctionWords(text);
  if (words >= MIN_WORDS_TO_DETECT) {
    for (const language of WRITING_LANGUAGES) {
      if (language === asked) continue;
      if (hits[language] >= OTHER_LANGUAGE_MIN_HITS && hits[language] > hits[asked] * OTHER_LANGUAGE_MARGIN) return { kind: "other", language };
    }
  }
  // Even a short line is a sentence ("For drivers: free street parking." has "for"): a sentence's length without a single
  // function word of the language is a list of words ("walk river morning quiet garden"), too short to judge by share.
  if (words >= MIN_WORDS_OF_A_SENTENCE && hits[asked] === 0) return { kind: "no-sentences", share: 0 };
  if (words < MIN_WORDS_TO_DETECT) return { kind: "too-short" };
  const share = hits[asked] / words;
  if (words >= MIN_WORDS_FOR_SHARE && share < MIN_FUNCTION_WORD_SHARE) return { kind: "no-sentences", share };
  return { kind: "asked" };
}
