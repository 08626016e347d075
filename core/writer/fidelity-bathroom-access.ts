import type { WrittenField } from "./fidelity-sources";
import { takesBathroomAccess, type PropertyFacts } from "./property-facts";

/** A booked room's bathroom called private or shared when the facts do not say so. */
export interface WrongBathroomAccess {
  readonly field: string;
  /** As written, e.g. "private bathroom". */
  readonly quote: string;
  /** What the facts say, e.g. "a shared bathroom". */
  readonly actual: string;
}

const BATH = String.raw`(?:bath|bathroom|washroom|shower room)s?`;
/* "a private bathroom", "an en-suite bath", "your own bathroom", "the bathroom is yours alone", "with ensuite". */
const PRIVATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:private|dedicated|en[- ]?suite|own)[ \u00A0]+${BATH}|${BATH}[ \u00A0]+(?:is|are)[ \u00A0]+(?:all[ \u00A0]+)?(?:yours|private)|with[ \u00A0]+(?:an[ \u00A0]+)?en[- ]?suite)(?![\p{L}\p{N}])`,
  "giu",
);
/* "a shared bathroom", "the bathroom is shared", "share the bathroom". */
const SHARED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:shared[ \u00A0]+${BATH}|${BATH}[ \u00A0]+(?:is|are)[ \u00A0]+shared|share[ \u00A0]+(?:the|a)[ \u00A0]+${BATH})(?![\p{L}\p{N}])`,
  "giu",
);

function describeActual(facts: PropertyFacts): string {
  if (facts.bathroomAccess === "private") return "a private bathroom";
  if (facts.bathroomAccess === "shared") return "a shared bathroom";
  return "no word on whether the bathroom is shared";
}

/**
 * In a booked room's listing (a private, shared or hotel room), a bathroom called private that the facts do not call
 * private, or shared that they call private. A guest who finds the bathroom shared after reading "private bathroom"
 * has been misled about the one thing a room's listing most needs to say. An entire home's bathrooms are its guests'
 * own: "the bedrooms share a bathroom" is about the layout, not about other people, so it is not checked.
 */
export function findWrongBathroomAccess(fields: readonly WrittenField[], facts: PropertyFacts): WrongBathroomAccess[] {
  if (!takesBathroomAccess(facts.roomType)) return [];
  const wrong = facts.bathroomAccess === "private" ? SHARED : PRIVATE;
  // The host's own words back it: a highlight "Private bathroom with a rain shower" may be woven into the text.
  const hostWords = [...facts.amenities, ...(facts.highlights ?? [])].join("\n");
  if (hostWords.search(wrong) !== -1) return [];
  const found: WrongBathroomAccess[] = [];
  for (const { field, text } of fields) {
    for (const match of text.matchAll(wrong)) found.push({ field, quote: match[0], actual: describeActual(facts) });
  }
  return found;
}
