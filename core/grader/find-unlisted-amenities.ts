import { memoizeByObject } from "./memoize";
import { readPastedAmenityLines } from "./pasted-amenity-lines";
import { TermList } from "./term-list";
import { GRADER_TERMS } from "./term-group";
import type { GraderInput } from "./types";

export interface MentionableAmenity {
  /** As the host reads it in a sentence: "a hot tub", "air conditioning". */
  readonly phrase: string;
  /** Words in a description that say the home has it. */
  readonly mentionTerms: readonly string[];
  /** Words in an amenity name that list it. */
  readonly listTerms: readonly string[];
}

/**
 * Amenities a description can name without doubt. Looser words of KEY_AMENITIES ("coffee", "desk", "ac", a bare
 * "parking" or "gym") are left out of the mention terms: "coffee shops nearby" or "street parking" say nothing about
 * what the home itself has.
 */
export const MENTIONABLE_AMENITIES: readonly MentionableAmenity[] = [
  { phrase: "a hot tub", mentionTerms: ["hot tub", "jacuzzi"], listTerms: ["hot tub", "jacuzzi"] },
  { phrase: "a pool", mentionTerms: ["pool", "swimming pool"], listTerms: ["pool"] },
  { phrase: "a sauna", mentionTerms: ["sauna"], listTerms: ["sauna"] },
  { phrase: "a washer", mentionTerms: ["washer", "washing machine"], listTerms: ["washer", "washing machine"] },
  { phrase: "a dryer", mentionTerms: ["dryer", "tumble dryer"], listTerms: ["dryer"] },
  { phrase: "a dishwasher", mentionTerms: ["dishwasher"], listTerms: ["dishwasher"] },
  {
    phrase: "air conditioning",
    mentionTerms: ["air conditioning", "air-conditioning", "air conditioner", "central air"],
    listTerms: ["air conditioning", "air-conditioning", "air conditioner", "ac", "a/c", "central air"],
  },
  { phrase: "a fireplace", mentionTerms: ["fireplace", "wood stove"], listTerms: ["fireplace", "wood stove"] },
  { phrase: "a kitchen", mentionTerms: ["kitchen", "kitchenette"], listTerms: ["kitchen", "kitchenette"] },
  { phrase: "Wi-Fi", mentionTerms: ["wifi", "wi-fi"], listTerms: ["wifi", "wi-fi", "wireless internet", "internet"] },
  { phrase: "a workspace", mentionTerms: ["workspace", "dedicated workspace"], listTerms: ["workspace", "desk"] },
  {
    phrase: "parking",
    mentionTerms: ["free parking", "private parking", "garage", "driveway"],
    listTerms: ["parking", "garage", "driveway"],
  },
  { phrase: "an EV charger", mentionTerms: ["ev charger"], listTerms: ["ev charger"] },
  {
    phrase: "a gym",
    mentionTerms: ["home gym", "private gym", "exercise equipment"],
    listTerms: ["gym", "exercise equipment"],
  },
  {
    phrase: "a barbecue",
    mentionTerms: ["bbq", "barbecue", "barbeque"],
    listTerms: ["bbq", "barbecue", "barbeque", "grill"],
  },
];

/*
 * "No pool", "without a washing machine", "no access to the kitchen": a negation and the two words after it are
 * removed before looking for mentions, so that a description ruling something out does not claim it. "Pool table"
 * is a game, not a pool.
 */
const NEGATED_PHRASE =
  /(?<![\p{L}\p{N}])(?:no|not|without|never)(?:\s+access\s+to)?\s+(?:an?\s+|any\s+|the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?/giu;
const NOT_AN_AMENITY = /(?<![\p{L}\p{N}])pool\s+(?:tables?|cues?)(?![\p{L}\p{N}])/giu;

/** Every mention term and every list term, each list searched in one pass. */
const MENTION_TERMS = new TermList(MENTIONABLE_AMENITIES.flatMap((amenity) => amenity.mentionTerms), GRADER_TERMS);
const LIST_TERMS = new TermList(MENTIONABLE_AMENITIES.flatMap((amenity) => amenity.listTerms), GRADER_TERMS);

/** Each of `terms` as its index in `list.terms` (a blank term never matches and has none). */
function indicesIn(list: TermList, terms: readonly string[]): number[] {
  return terms.flatMap((term) => {
    const index = list.terms.findIndex((listed) => listed.toLowerCase() === term.toLowerCase());
    return index === -1 ? [] : [index];
  });
}

const AMENITY_TERMS = MENTIONABLE_AMENITIES.map((amenity) => ({
  amenity,
  mentionTerms: indicesIn(MENTION_TERMS, amenity.mentionTerms),
  listTerms: indicesIn(LIST_TERMS, amenity.listTerms),
}));

export interface UnlistedAmenity {
  readonly phrase: string;
  /** The words of the description as written, for quoting. */
  readonly mention: string;
}

/**
 * Amenities the description says the home has but the amenities list lacks. The amenities card and the advisories
 * both ask, so the answer is kept for the input. In pasted text read line by line, every line of the host's list
 * counts as listed, also past the ten the score reads (pasted-amenity-lines.ts).
 */
export const findUnlistedAmenities = memoizeByObject(
  (input: Pick<GraderInput, "description" | "amenityNames" | "isManual">): readonly UnlistedAmenity[] => {
    const description = input.description.replace(NEGATED_PHRASE, " ").replace(NOT_AN_AMENITY, " ");
    const mentions = MENTION_TERMS.findFirst(description);
    let listed: readonly (readonly number[])[] | undefined;
    const unlisted: UnlistedAmenity[] = [];
    for (const { amenity, mentionTerms, listTerms } of AMENITY_TERMS) {
      // The first mention term (in the amenity's order) the description holds, as written where it first occurs.
      const mention = mentionTerms.map((term) => mentions[term]).find((found) => found !== undefined);
      if (mention === undefined) continue;
      // Pasted text read line by line: its list's every line counts as listed, past the ten lines read too.
      const inNames = (listed ??= LIST_TERMS.findInNames(readPastedAmenityLines(input)?.lines ?? input.amenityNames));
      if (!listTerms.some((term) => inNames[term]!.length > 0)) unlisted.push({ phrase: amenity.phrase, mention });
    }
    return unlisted;
  },
);

export function describeUnlistedAmenity(amenity: UnlistedAmenity): string {
  return `Your description mentions ${amenity.phrase} (“${amenity.mention}”) but your amenities list lacks it`;
}
