import { AMENITY_FALLBACK_LINES, readUnheadedShortLines } from "../listing-text/extract-amenities";
import { readAmenityNames } from "./read-grader-input";
import type { GraderInput } from "./types";

export interface PastedAmenityLines {
  /** Every short line of the text but the title, without list markers: the list a host pasted, one amenity a line. */
  readonly lines: readonly string[];
  /** More short lines came after the ones read as amenities (GRADER.md reads the first 10). */
  readonly cutShort: boolean;
}

/**
 * For pasted text whose amenities were read from its first short lines (GRADER.md: no list under an amenities heading),
 * all its short lines. A list copied from a marketplace page ("What this place offers", then one amenity a line, with
 * no bullets) is read so, and only its first 10 lines count: the rest are still the host's list, not amenities the
 * description mentions. Undefined for any other listing.
 */
export function readPastedAmenityLines(input: Pick<GraderInput, "description" | "amenityNames" | "isManual">): PastedAmenityLines | undefined {
  if (!input.isManual) return undefined;
  const lines = readUnheadedShortLines(input.description);
  if (lines === undefined) return undefined;
  // Amenities sent with the listing, not read from its lines: no list to add. The names are the lines read, but for a
  // name the lines hold twice (the names are distinct): only then is the list of names made again to compare.
  const names = input.amenityNames;
  const firstLines = Math.min(lines.length, AMENITY_FALLBACK_LINES);
  const read = names.length === firstLines ? lines : readAmenityNames(lines.slice(0, firstLines));
  if (names.length === 0 || read.length < names.length || names.some((name, index) => name !== read[index])) return undefined;
  return { lines, cutShort: lines.length > AMENITY_FALLBACK_LINES };
}
