/*
 * Whole-word phrase search for the content rules: case-insensitive, not inside a longer word, any run of whitespace
 * between words and either apostrophe ('/’). Looser than the grader's term matching on purpose: these phrases are
 * hunted in free text a host typed, not counted for a score.
 */

const LETTER_OR_DIGIT = String.raw`[\p{L}\p{N}]`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

export function createPhrasePattern(phrase: string): RegExp {
  const body = phrase
    .trim()
    .split(/\s+/u)
    .map((word) => escapeRegExp(word).replace(/['’]/gu, "['’]"))
    .join(String.raw`\s+`);
  return new RegExp(`(?<!${LETTER_OR_DIGIT})${body}(?!${LETTER_OR_DIGIT})`, "giu");
}

/** Every occurrence of any of the patterns, as written in the text, without repeats. */
export function findPatterns(text: string, patterns: readonly RegExp[]): string[] {
  const found = new Set<string>();
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[0]);
  return [...found];
}
