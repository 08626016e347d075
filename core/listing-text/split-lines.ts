/** The lines of pasted text, whatever the line endings (Windows, old Mac, Unix). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/u);
}

/*
 * A list item: "•" (a space after it optional), "-" or "*" followed by a space, or "1." / "1)" followed by a space.
 * The space keeps "**Amenities**", "-5%" and "1.5 baths" from reading as items.
 */
const LIST_ITEM = /^\s*(?:•\s*|[-*]\s+|\d+[.)]\s+)(.*\S)\s*$/u;

/** The text of a list item without its marker, or undefined when the line is not an item. */
export function readListItem(line: string): string | undefined {
  return LIST_ITEM.exec(line)?.[1];
}

/** The line without a list marker, trimmed. */
export function stripListMarker(line: string): string {
  return readListItem(line) ?? line.trim();
}
