/**
 * The pieces of a whole-word pattern (spec/GRADER.md's "not preceded and not followed by a letter or digit"), shared by
 * the grader's term matching and the content rules' phrase search.
 */
export const LETTER_OR_DIGIT = String.raw`[\p{L}\p{N}]`;
export const NOT_AFTER_WORD = `(?<!${LETTER_OR_DIGIT})`;
export const NOT_BEFORE_WORD = `(?!${LETTER_OR_DIGIT})`;

/** Text as a literal in a pattern. Only syntax characters: in a unicode-mode pattern an escaped "-" is an error. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
