import { findCliches } from "../../marketplaces/cliches";
import { findEmailAddresses, findLinks, findPhoneNumbers } from "../../marketplaces/find-contact-details";
import { COMMON_ACRONYMS, findCapsRuns, findEmojis } from "../../marketplaces/find-style-problems";
import type { MarketplaceId } from "../../marketplaces/marketplace-rules";
import { findOtherPlatforms } from "../../marketplaces/platform-names";
import { findDistanceClaims } from "../fidelity-distances";
import { findRoomCountClaims, findWrongRoomCounts } from "../fidelity-room-counts";
import type { PropertyFacts } from "../property-facts";

/*
 * The host's own words (names, highlights, extra rules, amenities typed by hand) are repeated in the listing only
 * when they pass every rule the listing is checked against: a highlight with a phone number or a platform's name
 * is left out rather than rewritten. Shouted words are put in normal case first.
 */

/* Hosts' amenity names repeat from home to home ("Wifi", "Hot water"): the verdicts are kept, within a bound. */
const verdicts = new Map<string, boolean>();
const VERDICT_CACHE_LIMIT = 5000;

export function breaksContentRules(text: string, marketplace: MarketplaceId): boolean {
  const key = `${marketplace}|${text}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    if (verdicts.size >= VERDICT_CACHE_LIMIT) verdicts.clear();
    verdict = findContentProblems(text, marketplace);
    verdicts.set(key, verdict);
  }
  return verdict;
}

function findContentProblems(text: string, marketplace: MarketplaceId): boolean {
  return (
    findEmojis(text).length > 0 ||
    findLinks(text).length > 0 ||
    findEmailAddresses(text).length > 0 ||
    findPhoneNumbers(text).length > 0 ||
    findCapsRuns(text).length > 0 ||
    findOtherPlatforms(text, marketplace).length > 0 ||
    findCliches(text).length > 0
  );
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

const LETTERS = /\p{L}/gu;

/**
 * All in capitals, or two capitalised words in a row ("FREE PARKING"): next to a sentence that starts with "A", even
 * three such words would read as shouting, so they are written in normal case.
 */
function isShouted(text: string): boolean {
  if (!/\p{Lu}[^\p{Ll}]*\p{Lu}/u.test(text)) return false;
  const letters = text.match(LETTERS)?.join("") ?? "";
  if (letters.length > 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return true;
  let run = 0;
  for (const word of text.split(/\s+/u)) {
    const wordLetters = word.match(LETTERS)?.join("") ?? "";
    const caps = wordLetters.length >= 2 && wordLetters === wordLetters.toUpperCase() && wordLetters !== wordLetters.toLowerCase() && !COMMON_ACRONYMS.has(wordLetters);
    run = caps ? run + 1 : 0;
    if (run >= 2) return true;
  }
  return false;
}

/** "THIRD WARD" → "Third Ward". */
function toNameCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_match, gap: string, letter: string) => gap + letter.toUpperCase());
}

/** A name as it may appear in the listing, or undefined when it cannot. */
export function cleanName(name: string | undefined, marketplace: MarketplaceId): string | undefined {
  if (name === undefined) return undefined;
  let text = collapseSpaces(name).replace(/[.,;:]+$/u, "");
  if (isShouted(text)) text = toNameCase(text);
  if (!/[\p{L}\p{N}]/u.test(text) || breaksContentRules(text, marketplace)) return undefined;
  // A name that reads as a distance or a room count ("3 bedrooms Lisbon") would be checked as one.
  if (findDistanceClaims(text).length > 0 || findRoomCountClaims(text).length > 0) return undefined;
  return text;
}

/** A phrase of the host's (a highlight, a rule, an amenity) as it may appear in the listing, or undefined. */
export function cleanHostPhrase(phrase: string, facts: PropertyFacts, marketplace: MarketplaceId): string | undefined {
  let text = collapseSpaces(phrase);
  if (findCapsRuns(text).length > 0 || isShouted(text)) text = text.toLowerCase();
  if (text === "" || breaksContentRules(text, marketplace)) return undefined;
  if (/\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/iu.test(text) && findWrongRoomCounts([{ field: "host", text }], facts).length > 0) {
    return undefined;
  }
  return text;
}
