import { findNonWords, findRepeatedRun } from "../text-quality/degeneration";
import { judgeLanguage, LANGUAGE_NAMES } from "../text-quality/detect-language";
import { countWords, isWrittenAsSentences, normalizeText } from "../text-quality/words";
import type { WritingLanguage } from "../writer/property-facts";
import type { CaptionCheck, CaptionField } from "./caption-rules";

/**
 * A caption names the space and what a guest cares about ("Bedroom with a king bed"): at least 2 words and 10
 * characters. Alt text is one sentence for someone who cannot see the photo: at least 4 words.
 */
export const MIN_CAPTION_WORDS = 2;
export const MIN_CAPTION_CHARACTERS = 10;
export const MIN_ALT_TEXT_WORDS = 4;
const MAX_NON_WORD_SHARE = 0.2;
const MIN_NON_WORDS = 2;

const NAMES: Readonly<Record<CaptionField, string>> = { caption: "caption", altText: "alt text" };
type Problem = { field: CaptionField; message: string };

function toCheck(id: string, problems: readonly Problem[], passed: string): CaptionCheck {
  const first = problems[0];
  if (first === undefined) return { id, field: "caption", passed: true, severity: "error", message: passed };
  return { id, field: first.field, passed: false, severity: "error", message: problems.map((problem) => problem.message).join("; ") };
}

function findShortOrUntrimmed(texts: Readonly<Record<CaptionField, string>>): Problem[] {
  const problems: Problem[] = [];
  for (const field of ["caption", "altText"] as const) {
    const text = texts[field];
    const name = NAMES[field];
    const words = countWords(text);
    const min = field === "caption" ? MIN_CAPTION_WORDS : MIN_ALT_TEXT_WORDS;
    if (text.trim() === "") problems.push({ field, message: `The ${name} is empty: write it` });
    else if (text !== text.trim()) problems.push({ field, message: `The ${name} starts or ends with spaces: remove them` });
    else if (words < min) problems.push({ field, message: `The ${name} “${text}” has ${words} word${words === 1 ? "" : "s"}: write at least ${min}` });
    else if (field === "caption" && text.length < MIN_CAPTION_CHARACTERS) problems.push({ field, message: `The caption “${text}” is under ${MIN_CAPTION_CHARACTERS} characters: name the space and what it has` });
  }
  return problems;
}

function findDegeneration(texts: Readonly<Record<CaptionField, string>>): Problem[] {
  const problems: Problem[] = [];
  for (const field of ["caption", "altText"] as const) {
    const run = findRepeatedRun(texts[field]);
    if (run !== undefined) problems.push({ field, message: `The ${NAMES[field]} repeats “${run}” three times in a row: write it once` });
    const nonWords = findNonWords(texts[field]);
    if (nonWords.length >= MIN_NON_WORDS && nonWords.length / Math.max(countWords(texts[field]), 1) > MAX_NON_WORD_SHARE) {
      problems.push({ field, message: `The ${NAMES[field]} has tokens that are not words (${nonWords.slice(0, 4).map((token) => `“${token}”`).join(", ")}): write real words` });
    }
  }
  if (texts.caption.trim() !== "" && normalizeText(texts.caption) === normalizeText(texts.altText)) {
    problems.push({ field: "altText", message: "The alt text is the caption again: describe the photo in one sentence for someone who cannot see it" });
  }
  return problems;
}

function findWrongLanguage(texts: Readonly<Record<CaptionField, string>>, language: WritingLanguage): Problem[] {
  const asked = LANGUAGE_NAMES[language];
  if (!isWrittenAsSentences(texts.altText)) {
    return [{ field: "altText", message: `The alt text “${texts.altText}” is a list of words, not a sentence in ${asked}: write one sentence, starting with a capital letter and ending with a full stop` }];
  }
  // Together, as a caption alone is too short to tell its language.
  const verdict = judgeLanguage(`${texts.caption}. ${texts.altText}`, language);
  if (verdict.kind === "other") return [{ field: "altText", message: `The caption and alt text are written in ${LANGUAGE_NAMES[verdict.language]}: write them in ${asked}` }];
  if (verdict.kind === "no-sentences") return [{ field: "altText", message: `The alt text is not a sentence in ${asked}: write one plain sentence` }];
  return [];
}

/**
 * The quality gate on a model's caption (the listing gate's twin, check-answer-quality.ts): both texts there and
 * trimmed, of a sensible length, in the language asked for, not degenerate. Errors, so the vision writer's repair loop
 * sends them back and refuses a caption that keeps failing.
 */
export function checkCaptionQuality(texts: Readonly<Record<CaptionField, string>>, language: WritingLanguage = "en"): CaptionCheck[] {
  return [
    toCheck("caption-answer-length", findShortOrUntrimmed(texts), "The caption and alt text are there and long enough to say what the photo shows"),
    toCheck("caption-answer-language", findWrongLanguage(texts, language), `The caption and alt text read as ${LANGUAGE_NAMES[language]}`),
    toCheck("caption-answer-degenerate", findDegeneration(texts), "The caption and alt text are real words, said once"),
  ];
}
