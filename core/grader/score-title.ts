import { findOverflow } from "../marketplaces/check-lengths";
import { countCharacters } from "../marketplaces/marketplace-rules";
import { TermList } from "./term-list";
import { GRADER_TERMS } from "./term-group";
import { createSectionScore, quoteList } from "./section-score";
import type { GraderInput, SectionScore } from "./types";
import { TITLE_KEYWORDS } from "./word-lists";

export const TITLE_SHORT_LENGTH = 20;
export const TITLE_FULL_LENGTH = 40;
/** Airbnb cuts titles past 50 characters; each character beyond costs 0.02. */
export const TITLE_MAX_LENGTH = 50;
export const TITLE_OVERFLOW_PENALTY = 0.02;
export const TITLE_KEYWORD_TARGET = 3;
export const TITLE_LENGTH_WEIGHT = 0.7;
export const TITLE_KEYWORD_WEIGHT = 0.3;

const TITLE_KEYWORD_LIST = new TermList(TITLE_KEYWORDS, GRADER_TERMS);

/** The length score of a trimmed title of `length` characters. */
export function scoreTitleLength(length: number): number {
  if (length <= 0) return 0;
  if (length < TITLE_SHORT_LENGTH) return (0.5 * length) / TITLE_SHORT_LENGTH;
  if (length <= TITLE_FULL_LENGTH)
    return 0.5 + (0.5 * (length - TITLE_SHORT_LENGTH)) / (TITLE_FULL_LENGTH - TITLE_SHORT_LENGTH);
  if (length <= TITLE_MAX_LENGTH) return 1;
  return Math.max(0, 1 - TITLE_OVERFLOW_PENALTY * (length - TITLE_MAX_LENGTH));
}

export function scoreTitleKeywords(hits: number): number {
  return Math.min(hits, TITLE_KEYWORD_TARGET) / TITLE_KEYWORD_TARGET;
}

interface Notes {
  strengths: string[];
  issues: string[];
  suggestions: string[];
}

/** Title keywords the rest of the listing mentions but the title does not: honest candidates for the title. */
function findKeywordCandidates(input: GraderInput, inTitle: readonly string[]): string[] {
  // The description and the names asked apart: the same as asking them joined by line breaks, which no keyword holds.
  const inDescription = TITLE_KEYWORD_LIST.findPresent(input.description);
  const inNames = TITLE_KEYWORD_LIST.findInNames(input.amenityNames);
  return TITLE_KEYWORD_LIST.terms.filter(
    (keyword, index) => (inDescription[index] || inNames[index]!.length > 0) && !inTitle.includes(keyword),
  );
}

/** The first words of `text` that fit in `limit` characters, cut at a word boundary. */
function cutAtWord(text: string, limit: number): string {
  const head = Array.from(text)
    .slice(0, limit + 1)
    .join("");
  const lastSpace = head.lastIndexOf(" ");
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : Array.from(text).slice(0, limit).join("");
  return cut.replace(/[\s,;:&–—-]+$/u, "");
}

function describeLength(title: string, length: number, notes: Notes): void {
  if (length === 0) {
    notes.issues.push("Your listing has no title");
    notes.suggestions.push("Write a title of 41 to 50 characters that names the kind of place and its best feature");
  } else if (length < TITLE_SHORT_LENGTH) {
    notes.issues.push(`Your title “${title}” is only ${length} characters; titles of 20 to 50 characters score higher`);
    notes.suggestions.push(
      `Add at least ${TITLE_SHORT_LENGTH - length} characters (40 to 50 score best): the kind of place, where it is, what stands out`,
    );
  } else if (length < TITLE_FULL_LENGTH) {
    notes.strengths.push(`Your title is ${length} characters, inside the 20-50 range guests see in full`);
    notes.suggestions.push(
      `You have ${TITLE_MAX_LENGTH - length} characters to spare before Airbnb's 50: titles of 40 to 50 characters score best`,
    );
  } else if (length <= TITLE_MAX_LENGTH) {
    notes.strengths.push(`Your title is ${length} characters: full marks for length`);
  } else {
    const overflow = findOverflow(title, TITLE_MAX_LENGTH);
    notes.issues.push(`Your title is ${length} characters; Airbnb cuts it at 50: try trimming “${overflow}”`);
    notes.suggestions.push(`Cut the title to 50 characters or fewer, e.g. “${cutAtWord(title, TITLE_MAX_LENGTH)}”`);
  }
}

function describeKeywords(inTitle: readonly string[], candidates: readonly string[], notes: Notes): void {
  if (inTitle.length > 0) notes.strengths.push(`Your title uses words guests search for: ${quoteList(inTitle)}`);
  if (inTitle.length >= TITLE_KEYWORD_TARGET) return;
  notes.issues.push(
    inTitle.length === 0
      ? "Your title has none of the words guests search for"
      : `Your title has ${inTitle.length} of the ${TITLE_KEYWORD_TARGET} search words that score best`,
  );
  notes.suggestions.push(
    candidates.length > 0
      ? `Your listing mentions ${quoteList(candidates, 3)}: put ${candidates.length > 1 ? "one of them" : "it"} in the title`
      : "Name the kind of place (loft, cabin, studio…) and a feature guests search for (a view, a pool, parking) if you have it",
  );
}

export function scoreTitle(input: GraderInput): SectionScore {
  const length = countCharacters(input.title);
  const inTitle = TITLE_KEYWORD_LIST.findMatching(input.title);
  const score =
    TITLE_LENGTH_WEIGHT * scoreTitleLength(length) + TITLE_KEYWORD_WEIGHT * scoreTitleKeywords(inTitle.length);
  const notes: Notes = { strengths: [], issues: [], suggestions: [] };
  describeLength(input.title, length, notes);
  describeKeywords(inTitle, findKeywordCandidates(input, inTitle), notes);
  return createSectionScore(score, notes);
}
