import { describeUnlistedAmenity, findUnlistedAmenities } from "./find-unlisted-amenities";
import { AMENITY_FALLBACK_LINES } from "../listing-text/extract-amenities";
import { findKeyGroupsInNames } from "./key-amenity-terms";
import { readPastedAmenityLines } from "./pasted-amenity-lines";
import { createSectionScore, joinWords } from "./section-score";
import type { GraderInput, SectionScore } from "./types";
import { KEY_AMENITIES, type KeyAmenityGroup } from "./word-lists";

/** [fewer than this many amenities, base score]; at AMENITIES_FULL_COUNT or more the base is 1. */
export const AMENITY_COUNT_STEPS = [
  [5, 0.4],
  [8, 0.6],
  [12, 0.8],
] as const;
export const AMENITIES_FULL_COUNT = 12;
/** [at least this many key amenity groups, bonus], highest first. */
export const KEY_AMENITY_BONUS_STEPS = [
  [8, 0.3],
  [5, 0.2],
  [3, 0.1],
] as const;

/** From this many key groups (the 0.2 bonus) the card counts them as a strength. */
const KEY_AMENITIES_STRENGTH = 5;
/** The top bonus: with this many key groups nothing is left to suggest. */
const KEY_AMENITIES_TOP = 8;

export function scoreAmenityCount(count: number): number {
  for (const [below, score] of AMENITY_COUNT_STEPS) if (count < below) return score;
  return 1;
}

export function scoreKeyAmenityBonus(groups: number): number {
  for (const [atLeast, bonus] of KEY_AMENITY_BONUS_STEPS) if (groups >= atLeast) return bonus;
  return 0;
}

/** The KEY_AMENITIES groups of which any term matches any amenity name. */
export function findKeyAmenityGroups(amenityNames: readonly string[]): KeyAmenityGroup[] {
  return findKeyGroupsInNames(amenityNames);
}

export function scoreAmenitiesValue(count: number, keyGroups: number): number {
  return Math.min(1, scoreAmenityCount(count) + scoreKeyAmenityBonus(keyGroups));
}

/** The names of the key amenity groups not among `present`. */
function namesMissingFrom(present: readonly KeyAmenityGroup[]): string[] {
  return KEY_AMENITIES.filter((group) => !present.includes(group)).map((group) => group.name);
}

export function scoreAmenities(input: GraderInput): SectionScore {
  const count = input.amenityNames.length;
  const present = findKeyAmenityGroups(input.amenityNames);
  const missing = namesMissingFrom(present);
  const unlisted = findUnlistedAmenities(input);
  // Pasted text read line by line (pasted-amenity-lines.ts): the host's whole list, and whether the count stopped short.
  const pasted = readPastedAmenityLines(input);
  const cutShort = pasted?.cutShort === true;
  const strengths: string[] = [];
  const issues: string[] = [];
  const suggestions: string[] = [];

  if (count >= AMENITIES_FULL_COUNT) strengths.push(`${count} amenities listed: full marks for the count`);
  if (present.length >= KEY_AMENITIES_STRENGTH)
    strengths.push(
      `Guests filtering by ${joinWords(
        present.map((group) => group.name),
        5,
      )} will find you`,
    );

  if (count === 0) issues.push("No amenities listed: guests filter searches by them");
  else if (cutShort) {
    issues.push(`Only the first ${AMENITY_FALLBACK_LINES} short lines of your text were read as amenities: without a list under an “Amenities” heading, the rest are not counted`);
  } else if (count < AMENITIES_FULL_COUNT) {
    const add = missing.length > 0 ? `: add ${joinWords(missing, 4)} if you have them` : "";
    issues.push(`Only ${count} amenities listed; listings with 12 or more score higher${add}`);
  }
  issues.push(...unlisted.map(describeUnlistedAmenity));

  if (unlisted.length > 0) {
    suggestions.push(
      `Add ${joinWords(unlisted.map((item) => item.phrase))} to your amenities: ` +
        `your description already says you have ${unlisted.length > 1 ? "them" : "it"}`,
    );
  }
  if (cutShort) {
    suggestions.push("Put your amenities under an “Amenities” heading, one a line, each starting with a dash (“- Wifi”): then every one of them counts");
  } else if (count < AMENITIES_FULL_COUNT) {
    const target = count === 0 ? "aim for 12 or more" : `${AMENITIES_FULL_COUNT - count} more would reach 12`;
    suggestions.push(`List every amenity you have, small ones too (hair dryer, iron, hangers): ${target}`);
  }
  // What the host's whole pasted list lacks, not only the lines read: "list wifi" to a host whose list has it is wrong.
  const lacking = pasted?.cutShort ? namesMissingFrom(findKeyAmenityGroups(pasted.lines)) : missing;
  if (present.length < KEY_AMENITIES_TOP && lacking.length > 0) {
    suggestions.push(`Guests filter by ${joinWords(lacking, 4)}: list the ones you have`);
  }
  return createSectionScore(scoreAmenitiesValue(count, present.length), { strengths, issues, suggestions });
}
