import { isWhiteSpace } from "../text/code-point-classes";

/** The lines of pasted text, whatever the line endings (Windows, old Mac, Unix). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/u);
}

/*
 * A list item: "•" (a space after it optional), "-" or "*" followed by a space, or "1." / "1)" followed by a space.
 * The space keeps "**Amenities**", "-5%" and "1.5 baths" from reading as items.
 */
const LIST_ITEM = /^\s*(?:•\s*|[-*]\s+|\d+[.)]\s+)(.*\S)\s*$/u;

/** Whether the line's first character past white space can start an item ("•", "-", "*" or a digit). */
function startsLikeItem(line: string): boolean {
  for (let index = 0; index < line.length; index += 1) {
    const code = line.charCodeAt(index);
    if (isWhiteSpace(code)) continue;
    return code === 0x2022 || code === 0x2d || code === 0x2a || (code >= 0x30 && code <= 0x39);
  }
  return false;
}

/**
 * The text of a list item without its marker, or undefined when the line is not an item. Most lines of a text start
 * with a letter: they are told apart without the pattern (a text's every line is asked).
 */
export function readListItem(line: string): string | undefined {
  return startsLikeItem(line) ? LIST_ITEM.exec(line)?.[1] : undefined;
}

/** The line without a list marker, trimmed. */
export function stripListMarker(line: string): string {
  return readListItem(line) ?? line.trim();
}
