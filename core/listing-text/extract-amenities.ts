import { matchesTerm } from "../grader/match-terms";
import { countCharacters } from "../marketplaces/marketplace-rules";
import { escapeRegExp } from "../text/whole-word";
import { findTitleLineIndex } from "./extract-title";
import { readListItem, splitLines, stripListMarker } from "./split-lines";

/** A line containing one of these (any case) heads a list of amenities. */
export const AMENITY_HEADINGS = ["amenities", "features", "what this place offers"] as const;
/** Without a heading, lines shorter than this are taken as amenities (spec §9)… */
export const AMENITY_LINE_MAX_LENGTH = 50;
/** …at most this many of them. */
export const AMENITY_FALLBACK_LINES = 10;
/** The last resort: these, spelled so, when the text mentions them (spec §5). */
// prettier-ignore
export const AMENITY_KEYWORDS = [
  "WiFi", "Wi-Fi", "Kitchen", "Washer", "Dryer", "TV", "Air conditioning", "Heating", "Pool", "Hot tub",
  "Free parking", "Gym", "Breakfast", "Elevator",
] as const;

/**
 * Whether the line holds a heading's words in any case: the same answer as looking for them in the line's lower case
 * (the test holds it for any text), without making that copy of every line. Without the "u" flag no character beyond
 * ASCII matches an ASCII letter ("ſ" would match "s" with it). Of the characters that lower to an ASCII letter, the
 * Kelvin sign gives a "k", which no heading holds, and "İ" an "i" and a combining dot, which breaks the word.
 */
const HEADING_WORDS = new RegExp(AMENITY_HEADINGS.map(escapeRegExp).join("|"), "i");

export function isHeading(line: string): boolean {
  // The words first: most lines hold none, and are done without the list-item pattern.
  return HEADING_WORDS.test(line) && readListItem(line) === undefined;
}

/** The list items under each heading line, up to the first line that is neither an item nor blank. */
function findItemsUnderHeadings(lines: readonly string[]): string[] {
  const items: string[] = [];
  lines.forEach((line, index) => {
    if (!isHeading(line)) return;
    for (let nextIndex = index + 1; nextIndex < lines.length; nextIndex += 1) {
      const next = lines[nextIndex]!;
      if (next.trim() === "") continue;
      const item = readListItem(next);
      if (item === undefined) break;
      items.push(item);
    }
  });
  return items;
}

/** A line the fallback reads as an amenity (not blank, shorter than 50 characters), without its list marker. */
export function readShortLine(line: string): string | undefined {
  const trimmed = line.trim();
  return trimmed !== "" && countCharacters(trimmed) < AMENITY_LINE_MAX_LENGTH ? stripListMarker(trimmed) : undefined;
}

/** Every short line but the title, without list markers. */
function findShortLines(lines: readonly string[]): string[] {
  const titleIndex = findTitleLineIndex(lines);
  const short: string[] = [];
  lines.forEach((line, index) => {
    const item = index === titleIndex ? undefined : readShortLine(line);
    if (item !== undefined) short.push(item);
  });
  return short;
}

/** The last text extractAmenities read, and its short lines (undefined when it has a list under a heading). */
let lastRead: { readonly text: string; readonly shortLines: readonly string[] | undefined } | undefined;

/**
 * Every short line but the title of a text with no list under a heading: the lines the fallback reads amenities from
 * (the first AMENITY_FALLBACK_LINES), and the rest of the host's list past them; undefined when the text has a list
 * under a heading. The grader asks it of the text parseListingText has just read, so the last answer is kept.
 */
export function readUnheadedShortLines(text: string): readonly string[] | undefined {
  if (lastRead?.text !== text) extractAmenities(text);
  return lastRead!.shortLines;
}

function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Amenities from pasted text: listed under a heading; else the first short lines; else the keywords it mentions.
 * `lines` are the text's lines (splitLines), for a caller that has them already.
 */
export function extractAmenities(text: string, lines: readonly string[] = splitLines(text)): string[] {
  const listed = dedupe(findItemsUnderHeadings(lines));
  const short = listed.length > 0 ? undefined : findShortLines(lines);
  lastRead = { text, shortLines: short };
  if (short === undefined) return listed;
  if (short.length > 0) return short.slice(0, AMENITY_FALLBACK_LINES);
  return AMENITY_KEYWORDS.filter((keyword) => matchesTerm(text, keyword));
}
