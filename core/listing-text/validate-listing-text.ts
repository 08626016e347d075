import { countCharacters } from "../marketplaces/marketplace-rules";

/** Pasted text shorter than this (trimmed) is refused: too little to analyse (spec §5, §9). */
export const TEXT_MIN_LENGTH = 50;

export const EMPTY_TEXT_MESSAGE = "Please paste a listing description to analyze.";
export const SHORT_TEXT_TITLE = "Text is too short";
export const SHORT_TEXT_MESSAGE = "Please enter at least 50 characters for accurate analysis.";

export type ListingTextProblem =
  | { readonly code: "empty_text"; readonly message: typeof EMPTY_TEXT_MESSAGE }
  | {
      readonly code: "text_too_short";
      readonly title: typeof SHORT_TEXT_TITLE;
      readonly message: typeof SHORT_TEXT_MESSAGE;
    };

/** Why pasted text cannot be analysed, with the spec's exact texts; null when it can. */
export function validateListingText(text: string): ListingTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === "") return { code: "empty_text", message: EMPTY_TEXT_MESSAGE };
  if (countCharacters(trimmed) < TEXT_MIN_LENGTH) {
    return { code: "text_too_short", title: SHORT_TEXT_TITLE, message: SHORT_TEXT_MESSAGE };
  }
  return null;
}
