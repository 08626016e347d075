import { findNamesOfUndescribedGroups } from "./key-amenity-terms";
import { TermList } from "./term-list";
import { GRADER_TERMS } from "./term-group";
import { countDescriptionWords } from "./description-words";
import { createSectionScore, quoteList } from "./section-score";
import type { GraderInput, SectionScore } from "./types";
import { DESCRIPTION_TERMS } from "./word-lists";

export const DESCRIPTION_FULL_WORDS = 500;
/** Below this many words the issues list holds DESCRIPTION_TOO_SHORT_ISSUE and only it. */
export const DESCRIPTION_DETAILED_WORDS = 300;
export const DESCRIPTION_MIN_SCORE = 0.4;
export const DESCRIPTION_LENGTH_BONUS = 0.1;
export const DESCRIPTION_TERMS_BONUS = 0.1;
export const DESCRIPTION_TERMS_TARGET = 3;
export const DESCRIPTION_TOO_SHORT_ISSUE = "Description could be more detailed";

const DESCRIPTION_TERM_LIST = new TermList(DESCRIPTION_TERMS, GRADER_TERMS);

export function scoreDescriptionValue(words: number, termHits: number): number {
  let score = Math.min(1, Math.max(DESCRIPTION_MIN_SCORE, words / DESCRIPTION_FULL_WORDS));
  if (words >= DESCRIPTION_FULL_WORDS) score += DESCRIPTION_LENGTH_BONUS;
  if (termHits >= DESCRIPTION_TERMS_TARGET) score += DESCRIPTION_TERMS_BONUS;
  return Math.min(1, score);
}

/** Listed amenities the description never mentions, e.g. a pool guests would want to read about. */
function findUndescribedAmenities(input: GraderInput): string[] {
  return findNamesOfUndescribedGroups(input.description, input.amenityNames);
}

function suggestLength(words: number): string | undefined {
  if (words >= DESCRIPTION_FULL_WORDS) return undefined;
  if (words === 0) return "Write a description of 500 words or more: the space room by room, the area, getting around";
  return `Add about ${DESCRIPTION_FULL_WORDS - words} words to reach 500: the space room by room, what is nearby and how far`;
}

export function scoreDescription(input: GraderInput): SectionScore {
  const words = countDescriptionWords(input);
  const terms = DESCRIPTION_TERM_LIST.findMatching(input.description);
  const undescribed = findUndescribedAmenities(input);
  const strengths: string[] = [];
  const issues: string[] = [];
  if (words >= DESCRIPTION_FULL_WORDS) strengths.push(`Your description is detailed: ${words} words`);
  if (terms.length >= DESCRIPTION_TERMS_TARGET) {
    strengths.push(`Your description covers what guests look for: ${quoteList(terms, 5)}`);
  }
  if (words < DESCRIPTION_DETAILED_WORDS) {
    issues.push(DESCRIPTION_TOO_SHORT_ISSUE);
  } else {
    if (words < DESCRIPTION_FULL_WORDS) issues.push(`Your description has ${words} words; 500 or more score best`);
    if (terms.length < DESCRIPTION_TERMS_TARGET) {
      issues.push(
        terms.length === 0
          ? "Your description never mentions what guests look for: distances, the kitchen, Wi-Fi, parking, the view"
          : `Your description mentions only ${quoteList(terms)} of the details guests look for`,
      );
    }
  }
  const suggestions = [
    suggestLength(words),
    undescribed.length > 0
      ? `Your amenities include ${quoteList(undescribed, 3)} but the description never mentions ${undescribed.length > 1 ? "them" : "it"}`
      : undefined,
    terms.length < DESCRIPTION_TERMS_TARGET
      ? "Say how many minutes guests walk to the beach, shops, restaurants or a station, and what the kitchen offers"
      : undefined,
  ].filter((item): item is string => item !== undefined);
  return createSectionScore(scoreDescriptionValue(words, terms.length), { strengths, issues, suggestions });
}
