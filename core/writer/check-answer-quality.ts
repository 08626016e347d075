import { findNonWords, findRepeatedRun, measureVariety } from "../text-quality/degeneration";
import { judgeLanguage, LANGUAGE_NAMES } from "../text-quality/detect-language";
import { countWords, isWrittenAsSentences, normalizeText, splitSentences } from "../text-quality/words";
import { type AnswerPart, listAnswerParts, MAX_KEYWORD_WORDS, MIN_TITLE_CHARACTERS, MIN_WORDS, quote } from "./answer-parts";
import { type ListingCheck, listingTextsSchema, type ListingTexts } from "./generated-listing";
import type { WritingLanguage } from "./property-facts";

/**
 * Below this moving type-token ratio a text keeps saying the same few words. Real listing prose measures 0.6-0.9
 * (the offline writer's lowest on the 2,991 fixture homes is about 0.6; see docs/decisions/023); word salad from a small
 * vocabulary sits far under 0.4.
 */
export const MIN_VARIETY = 0.45;
/** More than a fifth of a part's words not shaped like words (and at least two of them) is not writing. */
const MAX_NON_WORD_SHARE = 0.2;
const MIN_NON_WORDS = 2;
/** A sentence this long said twice in one listing is a copy, not a coincidence. */
const MIN_REPEATED_SENTENCE_WORDS = 5;

type Problem = { field: string; message: string };

function toCheck(id: string, problems: readonly Problem[], passed: string): ListingCheck {
  const first = problems[0];
  if (first === undefined) return { id, field: "listing", passed: true, severity: "error", message: passed };
  return { id, field: first.field, passed: false, severity: "error", message: problems.map((problem) => problem.message).join("; ") };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Every part there, trimmed, within the stored limits and counts (3 titles, 3-15 keywords, at most 20 rules). */
function findIncompleteParts(texts: ListingTexts, parts: readonly AnswerPart[]): Problem[] {
  const problems: Problem[] = [];
  for (const part of parts) {
    if (part.text.trim() === "") problems.push({ field: part.field, message: `The ${part.name} is empty: write it` });
    else if (part.text !== part.text.trim()) problems.push({ field: part.field, message: `The ${part.name} ${quote(part.text)} starts or ends with spaces: remove them` });
  }
  if (texts.titles.length !== 3) problems.push({ field: "titles", message: `Give exactly 3 title options (there are ${texts.titles.length})` });
  const parsed = listingTextsSchema.safeParse(texts);
  if (!parsed.success && problems.length === 0) {
    for (const issue of parsed.error.issues) problems.push({ field: String(issue.path[0] ?? "listing"), message: `${issue.path.join(".")}: ${issue.message}` });
  }
  return problems;
}

function findShortParts(parts: readonly AnswerPart[]): Problem[] {
  const problems: Problem[] = [];
  for (const part of parts) {
    if (part.text.trim() === "") continue;
    const words = countWords(part.text);
    const min = MIN_WORDS[part.kind];
    if (words < min) problems.push({ field: part.field, message: `The ${part.name} ${quote(part.text)} has ${plural(words, "word")}: write at least ${min}` });
    else if (part.kind === "title" && part.text.trim().length < MIN_TITLE_CHARACTERS) {
      problems.push({ field: part.field, message: `The ${part.name} ${quote(part.text)} is under ${MIN_TITLE_CHARACTERS} characters: say what the home is and what sets it apart` });
    } else if (part.kind === "seoKeyword" && words > MAX_KEYWORD_WORDS) {
      problems.push({ field: part.field, message: `The ${part.name} ${quote(part.text)} has ${words} words: a keyword is a search of at most ${MAX_KEYWORD_WORDS}` });
    }
  }
  return problems;
}

function findWrongLanguage(parts: readonly AnswerPart[], language: WritingLanguage): Problem[] {
  const asked = LANGUAGE_NAMES[language];
  return parts.flatMap((part) => {
    if (!part.prose) return [];
    if (!isWrittenAsSentences(part.text)) {
      return [{ field: part.field, message: `The ${part.name} ${quote(part.text)} is a list of words, not ${asked} sentences: write whole sentences, each starting with a capital letter and ending with a full stop` }];
    }
    const verdict = judgeLanguage(part.text, language);
    if (verdict.kind === "other") return [{ field: part.field, message: `The ${part.name} is written in ${LANGUAGE_NAMES[verdict.language]}: write it in ${asked}` }];
    if (verdict.kind === "no-sentences") return [{ field: part.field, message: `The ${part.name} is not written as ${asked} sentences (almost none of its words are ${asked} words like “the”, “and”, “with”): write whole sentences` }];
    return [];
  });
}

function findRepetition(parts: readonly AnswerPart[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, AnswerPart>();
  for (const part of parts) {
    const run = findRepeatedRun(part.text);
    if (run !== undefined) problems.push({ field: part.field, message: `The ${part.name} repeats “${run}” three times in a row: write it once` });
    const variety = part.prose ? measureVariety(part.text) : undefined;
    if (run === undefined && variety !== undefined && variety < MIN_VARIETY) {
      problems.push({ field: part.field, message: `The ${part.name} keeps repeating the same few words: say each thing once, in varied words` });
    }
    if (!part.prose) continue;
    for (const sentence of splitSentences(part.text)) {
      const key = normalizeText(sentence);
      if (key.split(" ").length < MIN_REPEATED_SENTENCE_WORDS) continue;
      const earlier = seen.get(key);
      if (earlier !== undefined) problems.push({ field: part.field, message: `The sentence ${quote(sentence)} appears twice (in the ${earlier.name} and the ${part.name}): keep it once` });
      else seen.set(key, part);
    }
  }
  return problems;
}

function findNonWordParts(parts: readonly AnswerPart[], hostTokens: ReadonlySet<string>): Problem[] {
  return parts.flatMap((part) => {
    // A host's own names are taken as written ("Zuid-Oost", an odd neighbourhood): only what the writer made is judged.
    const nonWords = findNonWords(part.text).filter((token) => !hostTokens.has(token.toLowerCase()));
    const words = countWords(part.text);
    if (nonWords.length < MIN_NON_WORDS || nonWords.length / Math.max(words, 1) <= MAX_NON_WORD_SHARE) return [];
    return [{ field: part.field, message: `The ${part.name} has ${plural(nonWords.length, "token")} that are not words (${nonWords.slice(0, 4).map((token) => `“${token}”`).join(", ")}): write real words` }];
  });
}

/** The same text given as two parts: two equal title options, a section that repeats the summary or another section. */
function findDuplicateParts(parts: readonly AnswerPart[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, AnswerPart>();
  for (const part of parts) {
    if (part.kind === "houseRule" || part.kind === "seoKeyword") continue;
    const key = normalizeText(part.text);
    if (key === "") continue;
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.push({ field: part.field, message: `The ${part.name} is the same text as the ${earlier.name}: each part says something of its own` });
    else seen.set(key, part);
  }
  return problems;
}

/**
 * The quality gate on a writer's answer (DESIGN.md: "a model's answer is checked before anyone pays for it"): every
 * part present and trimmed, of a sensible length for its field, in the language asked for, not degenerate (repeated
 * words or sentences, non-words, the same text in two parts). Each check is an error, so the repair loop sends a
 * failure back to the model in these words and refuses the answer if it stays.
 */
export function checkAnswerQuality(texts: ListingTexts, language: WritingLanguage, hostText: readonly string[] = []): ListingCheck[] {
  const hostTokens = new Set(hostText.flatMap((text) => findNonWords(text).map((token) => token.toLowerCase())));
  const parts = listAnswerParts(texts);
  const name = LANGUAGE_NAMES[language];
  return [
    toCheck("answer-complete", findIncompleteParts(texts, parts), "Every part of the listing is there, trimmed and within its limits"),
    toCheck("answer-length", findShortParts(parts), "Every part is long enough to tell guests something"),
    toCheck("answer-language", findWrongLanguage(parts, language), `The description reads as ${name} sentences`),
    toCheck("answer-repetition", findRepetition(parts), "No word, phrase or sentence is repeated over and over"),
    toCheck("answer-non-words", findNonWordParts(parts, hostTokens), "Every part is written in real words"),
    toCheck("answer-duplicate-parts", findDuplicateParts(parts), "Each part says something of its own"),
  ];
}
