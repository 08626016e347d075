/*
 * Text folded as a case-insensitive Unicode pattern (/…/iu) compares it with ASCII: for looking ASCII words and
 * phrases up with indexOf and includes instead of a pattern (the grader's word lists, its places, the content rules'
 * stock phrases).
 */

/**
 * The text as /…/iu compares it with ASCII, index for index: lower case, "ſ" as "s" (the only characters beyond
 * ASCII that fold to an ASCII letter are "ſ" and the Kelvin sign, which toLowerCase already makes "k"). "İ" becomes
 * "ı" first: toLowerCase would make it two code units, and neither matches an ASCII letter.
 */
export function foldForAsciiTerms(text: string): string {
  const lower = (text.includes("İ") ? text.replaceAll("İ", "ı") : text).toLowerCase();
  return lower.includes("ſ") ? lower.replaceAll("ſ", "s") : lower;
}

/*
 * One grading asks several word lists of the same texts (the title, the description, the amenity names), looks places
 * up in them and checks them for stock phrases: the last few texts folded are kept, so that each is folded once.
 */
const recent: { readonly text: string; readonly folded: string }[] = [];
const RECENT_LIMIT = 6;

/** `foldForAsciiTerms(text)`, kept for the last few texts asked. */
export function getFoldedText(text: string): string {
  for (const entry of recent) if (entry.text === text) return entry.folded;
  const folded = foldForAsciiTerms(text);
  if (recent.unshift({ text, folded }) > RECENT_LIMIT) recent.pop();
  return folded;
}
