import { AMENITY_FALLBACK_LINES, findItemsUnderHeadings, findShortLines } from "../listing-text/extract-amenities";
import { splitLines } from "../listing-text/split-lines";
import { memoizeByObject } from "./memoize";
import { readAmenityNames } from "./read-grader-input";
import type { GraderInput } from "./types";

export interface PastedAmenityLines {
  /** Every short line of the text but the title: the list a host pasted, one amenity a line. */
  readonly lines: readonly string[];
  /** More short lines came after the ones read as amenities (spec §5 reads the first 10). */
  readonly cutShort: boolean;
}

/**
 * For pasted text whose amenities were read from its first short lines (GRADER.md: no list under an amenities heading),
 * the short lines it holds. A list copied from a marketplace page ("What this place offers", then one amenity a line,
 * with no bullets) is read so, and only its first 10 lines count: the rest are still the host's list, not amenities the
 * description merely mentions. Undefined for any other listing.
 */
export const readPastedAmenityLines = memoizeByObject(
  (input: Pick<GraderInput, "description" | "amenityNames" | "isManual">): PastedAmenityLines | undefined => {
    if (!input.isManual) return undefined;
    const lines = splitLines(input.description);
    if (findItemsUnderHeadings(lines).length > 0) return undefined;
    const short = findShortLines(lines, Infinity);
    const read = readAmenityNames(short.slice(0, AMENITY_FALLBACK_LINES));
    // Amenities sent with the listing, not read from its text: the lines are no list of the host's.
    if (read.length === 0 || read.length !== input.amenityNames.length || read.some((name, index) => name !== input.amenityNames[index])) return undefined;
    return { lines: short, cutShort: short.length > AMENITY_FALLBACK_LINES };
  },
);
