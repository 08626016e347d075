import { isLetterOrDigit, isWhiteSpace } from "../text/code-point-classes";

/** Words of a text, lower case; elisions split ("l'appartamento" → "l", "appartamento"), numbers kept as tokens. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+(?:[-–][\p{L}\p{M}\p{N}]+)*/gu) ?? []).filter((token) => token.length > 0);
}

/** The raw tokens as written (case kept), split on white space, edge punctuation removed. */
export function splitWords(text: string): string[] {
  return text
    .split(/\s+/u)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((token) => token.length > 0);
}

/**
 * Words: whitespace-separated tokens holding at least one letter or digit ("—" and "&" are not words). The count of
 * `splitWords` without building the words: a token is left non-empty by removing its edge punctuation exactly when
 * it holds a letter or digit. One pass over the code points, nothing allocated: the grader counts every description.
 */
export function countWords(text: string): number {
  let count = 0;
  let tokenCounted = false;
  for (let index = 0; index < text.length; ) {
    const code = text.codePointAt(index)!;
    if (isWhiteSpace(code)) tokenCounted = false;
    else if (!tokenCounted && isLetterOrDigit(code)) {
      count += 1;
      tokenCounted = true;
    }
    index += code > 0xffff ? 2 : 1;
  }
  return count;
}

/** Sentences, split after . ! ? (and line breaks), trimmed, empty ones dropped. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** A text reduced for comparison: lower case, words only, single spaces. */
export function normalizeText(text: string): string {
  return tokenize(text).join(" ");
}

/** Five words or more make a sentence's length; below that a text may be a fragment ("Free street parking"). */
export const MIN_WORDS_OF_A_SENTENCE = 5;

/**
 * Whether a text carries the marks of written sentences: a capital letter, or punctuation right after a word. Every
 * one of the six writing languages starts a sentence with a capital and ends it with a stop, and a host's lower-case
 * note still has a comma after a word; five words with neither ("sunny house house near table bright") are a list of
 * words, whatever the words are. Word salad from a small vocabulary can hold a function word ("near"), so the
 * function-word share alone lets it through. A mark that follows no word is not writing: the real salad model once
 * began a section with JSON's comma (", near river view sunny table city"), and the gate took it.
 */
export function isWrittenAsSentences(text: string): boolean {
  if (countWords(text) < MIN_WORDS_OF_A_SENTENCE) return true;
  const marks = text.replace(/(?<=\p{L})[-'’](?=\p{L})/gu, "");
  return /\p{Lu}/u.test(marks) || /[\p{L}\p{N}]\p{P}/u.test(marks);
}
