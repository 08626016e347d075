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
const ADJECTIVAL = new RegExp(String.raw`(?<![\p{L}\p{N}.])(${NUMBER})(?:-|\s?)(bedroom|bed|bathroom|bath|br|bd|ba|person)(?![\p{L}\p{N}])(?!\s+(?:and|or|,))`, "giu");
/* "3 bedrooms", "2 queen beds", "sleeps 4", "up to 4 guests": a count, which may not exceed the facts. */
const COUNT = new RegExp(String.raw`(?<![\p{L}\p{N}.-])(${NUMBER})\s+(?:(?:${BED_KINDS})\s+){0,2}(bedrooms?|beds?|bathrooms?|baths?|guests?|people|persons?|adults)(?![\p{L}\p{N}-])`, "giu");
const SLEEPS = new RegExp(String.raw`(?<![\p{L}\p{N}])sleeps\s+(?:up\s+to\s+)?(${NUMBER})(?![\p{L}\p{N}])`, "giu");

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

/** The counts in the fields that the facts contradict: more than the home has, or a "2-bedroom" that is not one. */
export function findWrongRoomCounts(fields: readonly WrittenField[], facts: PropertyFacts): WrongRoomCount[] {
  const found: WrongRoomCount[] = [];
  const report = (field: string, quote: string, what: WrongRoomCount["what"]) =>
    found.push({ field, quote: quote.trim(), what, actual: describeActual(what, facts) });
  for (const { field, text } of fields) {
    for (const match of text.matchAll(ADJECTIVAL)) {
      const count = readNumber(match[1] as string);
      const what = NOUNS[(match[2] as string).toLowerCase()] ?? "guests";
      // "a 3-bed house" is British for three bedrooms: either count backs it.
      const matches = what === "beds" ? count === facts.beds || count === facts.bedrooms : count === factValue(what, facts);
      const halfBath = what === "bathrooms" && Math.floor(facts.bathrooms) === count;
      if (!matches && !halfBath) report(field, match[0], what);
    }
    for (const match of text.matchAll(COUNT)) {
      const what = NOUNS[(match[2] as string).toLowerCase()] ?? "guests";
      if (readNumber(match[1] as string) > factValue(what, facts)) report(field, match[0], what);
    }
    for (const match of text.matchAll(SLEEPS)) {
      if (readNumber(match[1] as string) > maxGuests(facts)) report(field, match[0], "guests");
    }
  }
  return found;
}
