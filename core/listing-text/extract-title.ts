import { countCharacters } from "../marketplaces/marketplace-rules";
import { splitLines } from "./split-lines";

/** A first line this long or longer is a paragraph, not a title (spec §9). */
export const TITLE_MAX_LENGTH = 100;
export const FALLBACK_TITLE = "Listing from Text Analysis";

/** The index of the first non-empty line, or -1 for blank text. */
export function findTitleLineIndex(lines: readonly string[]): number {
  return lines.findIndex((line) => line.trim() !== "");
}

/** The first non-empty line, trimmed, when shorter than 100 characters; else "Listing from Text Analysis". */
export function extractTitle(text: string): string {
  return extractTitleFromLines(splitLines(text));
}

/** The same, of the text's lines (splitLines), for a caller that has them. */
export function extractTitleFromLines(lines: readonly string[]): string {
  const first = lines[findTitleLineIndex(lines)]?.trim() ?? "";
  return first !== "" && countCharacters(first) < TITLE_MAX_LENGTH ? first : FALLBACK_TITLE;
}
