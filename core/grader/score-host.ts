import { createSectionScore } from "./section-score";
import type { GraderInput, SectionScore } from "./types";

export const HOST_MIN_SCORE = 0.4;
export const HOST_MAX_RATING = 5;
export const SUPERHOST_BONUS = 0.1;
/** A rating this high reads as a strength to guests. */
const STRONG_RATING = 4.8;

/** rating/5 clamped to 0.4-1 (0.4 without a rating above 0), plus 0.1 for a superhost, capped at 1. */
export function scoreHostValue(rating: number | null, isSuperHost: boolean): number {
  const base =
    rating !== null && rating > 0 ? Math.min(1, Math.max(HOST_MIN_SCORE, rating / HOST_MAX_RATING)) : HOST_MIN_SCORE;
  return Math.min(1, base + (isSuperHost ? SUPERHOST_BONUS : 0));
}

export function scoreHost(input: GraderInput): SectionScore {
  const { rating, isSuperHost } = input;
  const strengths: string[] = [];
  const issues: string[] = [];
  const suggestions: string[] = [];
  if (rating === null) {
    issues.push("No guest rating yet: the host score starts at 0.4 until reviews come in");
    suggestions.push("Ask your first guests for a review: a rating lifts the host score at once");
  } else if (rating >= STRONG_RATING) {
    strengths.push(`Guests rate you ${rating} out of 5`);
  } else {
    issues.push(`Your rating is ${rating} out of 5; guests favour ${STRONG_RATING} and above`);
    suggestions.push("Read your recent reviews for the complaint that repeats and fix that first");
  }
  if (isSuperHost) strengths.push("Superhost: guests trust the badge");
  else suggestions.push("Superhost status adds 0.1: it takes a 4.8 rating, quick replies and almost no cancellations");
  if (input.hostAbout === "") suggestions.push("Write a few lines about yourself: guests book people, not only places");
  return createSectionScore(scoreHostValue(rating, isSuperHost), { strengths, issues, suggestions });
}
