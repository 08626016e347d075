import type { WrittenField } from "./fidelity-sources";
import type { PropertyFacts } from "./property-facts";

/** A count of rooms, beds or guests that the facts contradict. */
export interface WrongRoomCount {
  readonly field: string;
  /** As written, e.g. "3 bedrooms". */
  readonly quote: string;
  readonly what: "bedrooms" | "beds" | "bathrooms" | "guests";
  /** What the facts say, e.g. "2 bedrooms". */
  readonly actual: string;
}

// prettier-ignore
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
const NUMBER = String.raw`\d+(?:\.5)?|${Object.keys(NUMBER_WORDS).join("|")}`;
const BED_KINDS = String.raw`queen|king|double|single|twin|bunk|sofa|full|futon|extra|small|large|comfortable|separate|half|full-size|king-size|queen-size|private|shared|en-suite|ensuite|guest`;
const NOUNS: Readonly<Record<string, WrongRoomCount["what"]>> = {
  bedroom: "bedrooms", bedrooms: "bedrooms", br: "bedrooms", bd: "bedrooms",
  bed: "beds", beds: "beds",
  bathroom: "bathrooms", bathrooms: "bathrooms", bath: "bathrooms", baths: "bathrooms", ba: "bathrooms",
  guest: "guests", guests: "guests", people: "guests", persons: "guests", person: "guests", adults: "guests",
};
/* "2-bedroom flat", "2BR": an adjective names the whole home, so it must equal the facts. */
const ADJECTIVAL = new RegExp(String.raw`(?<![\p{L}\p{N}.])(${NUMBER})(?:-|[ \u00A0]?)(bedroom|bed|bathroom|bath|br|bd|ba|person)(?![\p{L}\p{N}])(?![ \u00A0]+(?:and|or|,))`, "giu");
/* "3 bedrooms", "2 queen beds", "sleeps 4", "up to 4 guests": a count, which may not exceed the facts. */
const COUNT = new RegExp(String.raw`(?<![\p{L}\p{N}.-])(${NUMBER})[ \u00A0]+(?:(?:${BED_KINDS})[ \u00A0]+){0,2}(bedrooms?|beds?|bathrooms?|baths?|guests?|people|persons?|adults)(?![\p{L}\p{N}-])`, "giu");
const SLEEPS = new RegExp(String.raw`(?<![\p{L}\p{N}])sleeps[ \u00A0]+(?:up[ \u00A0]+to[ \u00A0]+)?(${NUMBER})(?![\p{L}\p{N}])`, "giu");

function readNumber(text: string): number {
  return NUMBER_WORDS[text.toLowerCase()] ?? Number(text);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function describeActual(what: WrongRoomCount["what"], facts: PropertyFacts): string {
  if (what === "bedrooms") return facts.bedrooms === 0 ? "no bedroom count" : plural(facts.bedrooms, "bedroom");
  if (what === "beds") return facts.beds === 0 ? "no bed count" : plural(facts.beds, "bed");
  if (what === "bathrooms") return facts.bathrooms === 0 ? "no bathroom count" : plural(facts.bathrooms, "bathroom");
  return `room for ${plural(maxGuests(facts), "guest")}`;
}

function maxGuests(facts: PropertyFacts): number {
  return Math.max(facts.accommodates, facts.houseRules?.maxGuests ?? 0);
}

function factValue(what: WrongRoomCount["what"], facts: PropertyFacts): number {
  if (what === "guests") return maxGuests(facts);
  return facts[what];
}

/** A count in a text: "3 bedrooms" (at most), "a 2-bedroom flat" (exactly), "sleeps 4" (at most). */
export interface RoomCountClaim {
  readonly quote: string;
  readonly what: WrongRoomCount["what"];
  readonly count: number;
  /** An adjective ("2-bedroom") names the whole home, so it must equal the facts; a count may not exceed them. */
  readonly exact: boolean;
}

const ANY_NUMBER = new RegExp(String.raw`\d|\b(?:${Object.keys(NUMBER_WORDS).join("|")})\b`, "iu");

export function findRoomCountClaims(text: string): RoomCountClaim[] {
  const claims: RoomCountClaim[] = [];
  if (!ANY_NUMBER.test(text)) return claims;
  for (const match of text.matchAll(ADJECTIVAL)) {
    const what = NOUNS[(match[2] as string).toLowerCase()] ?? "guests";
    claims.push({ quote: match[0].trim(), what, count: readNumber(match[1] as string), exact: true });
  }
  for (const match of text.matchAll(COUNT)) {
    const what = NOUNS[(match[2] as string).toLowerCase()] ?? "guests";
    claims.push({ quote: match[0].trim(), what, count: readNumber(match[1] as string), exact: false });
  }
  for (const match of text.matchAll(SLEEPS)) {
    claims.push({ quote: match[0].trim(), what: "guests", count: readNumber(match[1] as string), exact: false });
  }
  return claims;
}

function isBacked(claim: RoomCountClaim, facts: PropertyFacts): boolean {
  if (!claim.exact) return claim.count <= factValue(claim.what, facts);
  // A room's listing may describe the building it is in: "a private room in a 4-bedroom house".
  if (facts.roomType !== "entire_home" && claim.what !== "guests") return true;
  // "a 3-bed house" is British for three bedrooms: either count backs it; "1-bath" fits 1.5 bathrooms.
  if (claim.what === "beds") return claim.count === facts.beds || claim.count === facts.bedrooms;
  if (claim.what === "bathrooms") return Math.floor(facts.bathrooms) === claim.count || facts.bathrooms === claim.count;
  return claim.count === factValue(claim.what, facts);
}

/** The counts in the fields that the facts contradict: more than the home has, or a "2-bedroom" that is not one. */
export function findWrongRoomCounts(fields: readonly WrittenField[], facts: PropertyFacts): WrongRoomCount[] {
  const found: WrongRoomCount[] = [];
  for (const { field, text } of fields) {
    for (const claim of findRoomCountClaims(text)) {
      if (isBacked(claim, facts)) continue;
      found.push({ field, quote: claim.quote, what: claim.what, actual: describeActual(claim.what, facts) });
    }
  }
  return found;
}
