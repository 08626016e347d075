import { SECTION_LABELS, writtenSections, type ListingTexts, type SectionKey } from "./generated-listing";

/** One text of a listing answer, named as a host and a model would name it. */
export interface AnswerPart {
  /** The check's field: "titles", "summary", "sections.space", "houseRules", "seoKeywords". */
  readonly field: string;
  /** "title option 2", "summary", "“The space” section", "house rule 3", "keyword 1". */
  readonly name: string;
  readonly kind: "title" | "summary" | SectionKey | "houseRule" | "seoKeyword";
  readonly text: string;
  /** Written as sentences (summary and sections): judged for language, variety and repeated sentences. */
  readonly prose: boolean;
}

/**
 * The fewest words each part may have and still be a real listing on any marketplace. Below them a part says nothing
 * a guest can use ("morning" as a summary, "window clean relax" as a title). The marketplaces' own limits (Airbnb's
 * 50-character title, Vrbo's 20-80 character headline and 400-character description, Booking.com's 3-255 character
 * title) are marketplace checks already; these floors sit under every one of them. The minor sections may be one
 * short factual line ("For drivers: free street parking."), which a guest reads gladly: the offline writer, which
 * says less when the facts are few, writes such lines for about 1 home in 20 of the 2,991 Inside Airbnb homes.
 */
export const MIN_WORDS: Readonly<Record<AnswerPart["kind"], number>> = {
  title: 4,
  summary: 12,
  space: 6,
  guestAccess: 3,
  neighborhood: 3,
  gettingAround: 3,
  notes: 3,
  // A host's own rule may be one word ("Quiet"); the rule still has to be a word (answer-non-words, answer-complete).
  houseRule: 1,
  seoKeyword: 1,
};
/** A title under 20 characters is a label, not a title (Vrbo refuses under 20; the others allow it, but no host gains). */
export const MIN_TITLE_CHARACTERS = 20;
/** A keyword of more than 8 words is a sentence, not something a guest searches for. */
export const MAX_KEYWORD_WORDS = 8;

function ordinal(items: readonly string[], index: number, name: string): string {
  return items.length === 1 ? name : `${name} ${index + 1}`;
}

/** Every text of the answer, in reading order. */
export function listAnswerParts(texts: ListingTexts): AnswerPart[] {
  return [
    ...texts.titles.map((text, index) => ({ field: "titles", name: ordinal(texts.titles, index, "title option"), kind: "title" as const, text, prose: false })),
    { field: "summary", name: "summary", kind: "summary" as const, text: texts.summary, prose: true },
    ...writtenSections(texts.sections).map((key) => ({ field: `sections.${key}`, name: `“${SECTION_LABELS[key]}” section`, kind: key, text: texts.sections[key], prose: true })),
    ...texts.houseRules.map((text, index) => ({ field: "houseRules", name: ordinal(texts.houseRules, index, "house rule"), kind: "houseRule" as const, text, prose: false })),
    ...texts.seoKeywords.map((text, index) => ({ field: "seoKeywords", name: ordinal(texts.seoKeywords, index, "keyword"), kind: "seoKeyword" as const, text, prose: false })),
  ];
}

/** “window clean relax”, shortened to 60 characters: how a message quotes what the model wrote. */
export function quote(text: string): string {
  const flat = text.replace(/\s+/gu, " ");
  return `“${flat.length > 60 ? `${flat.slice(0, 57).trimEnd()}…` : flat}”`;
}
