/*
 * Whole-word phrase search for the content rules: case-insensitive, not inside a longer word, any run of whitespace
 * between words and either apostrophe ('/’). Looser than the grader's term matching on purpose: these phrases are
 * hunted in free text a host typed, not counted for a score.
 */

import { escapeRegExp, NOT_AFTER_WORD, NOT_BEFORE_WORD } from "../text/whole-word";

/** The phrase's words, any run of whitespace between them, either apostrophe: the pattern without its word edges. */
function createPhraseBody(phrase: string): string {
  return phrase
    .trim()
    .split(/\s+/u)
    .map((word) => escapeRegExp(word).replace(/['’]/gu, "['’]"))
    .join(String.raw`\s+`);
}

export function createPhrasePattern(phrase: string): RegExp {
  return new RegExp(`${NOT_AFTER_WORD}${createPhraseBody(phrase)}${NOT_BEFORE_WORD}`, "giu");
}

/**
 * `createAnyPattern` of the patterns without their word edges (whole-word.ts's lookarounds): looser (every text the
 * patterns match, it matches too) and faster, since there is no lookbehind to try at every position: for asking
 * before that pattern.
 */
export function createLooseAnyPattern(patterns: readonly RegExp[]): RegExp {
  const any = createAnyPattern(patterns);
  return new RegExp(any.source.replaceAll(NOT_AFTER_WORD, "").replaceAll(NOT_BEFORE_WORD, ""), any.flags);
}

/** Every occurrence of any of the patterns, as written in the text, without repeats. */
export function findPatterns(text: string, patterns: readonly RegExp[]): string[] {
  const found = new Set<string>();
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[0]);
  return [...found];
}

/**
 * One pattern that matches where any of `patterns` does (each is whole in itself: its own lookarounds), for asking
 * first whether a text holds any of them at all; most texts hold none, and one search costs less than one a pattern.
 */
export function createAnyPattern(patterns: readonly RegExp[]): RegExp {
  const flags = new Set(patterns.map((pattern) => pattern.flags));
  if (flags.size > 1) throw new Error("createAnyPattern needs patterns of the same flags");
  const source = patterns.length > 0 ? patterns.map((pattern) => `(?:${pattern.source})`).join("|") : "(?!)";
  // Without "g" (and "y"), `test` starts at the beginning each time and keeps no state.
  return new RegExp(source, (patterns[0]?.flags ?? "u").replace(/[gy]/gu, ""));
}

