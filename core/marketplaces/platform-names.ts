import { createAnyPattern, createLooseAnyPattern, createPhrasePattern, findPatterns } from "./find-phrases";
import type { MarketplaceId } from "./marketplace-rules";

export interface Platform {
  readonly name: string;
  /** The marketplace this name belongs to, when it is one we write for. */
  readonly marketplace?: MarketplaceId;
  readonly patterns: readonly RegExp[];
}

/**
 * Booking and rental platforms a listing must not name on another platform. "Booking" alone is an ordinary word,
 * so only "Booking.com" counts; "Air BnB", "air-bnb" and "Air B&B" count as Airbnb.
 */
export const PLATFORMS: readonly Platform[] = [
  {
    name: "Airbnb",
    marketplace: "airbnb",
    patterns: [/(?<![\p{L}\p{N}])air[\s-]?b[\s-]?(?:n|&)[\s-]?b(?![\p{L}\p{N}])/giu],
  },
  {
    name: "Vrbo",
    marketplace: "vrbo",
    patterns: [createPhrasePattern("vrbo"), createPhrasePattern("vacation rentals by owner")],
  },
  // "Home Away" as the brand, but not the cliché "home away from home".
  { name: "HomeAway", marketplace: "vrbo", patterns: [/(?<![\p{L}\p{N}])home\s?away(?![\p{L}\p{N}])(?!\s+from\b)/giu] },
  { name: "Booking.com", marketplace: "booking", patterns: [createPhrasePattern("booking.com")] },
  { name: "Expedia", patterns: [createPhrasePattern("expedia")] },
  { name: "Hotels.com", patterns: [createPhrasePattern("hotels.com")] },
  { name: "Tripadvisor", patterns: [/(?<![\p{L}\p{N}])trip\s?advisor(?![\p{L}\p{N}])/giu] },
  { name: "FlipKey", patterns: [createPhrasePattern("flipkey")] },
  { name: "Agoda", patterns: [createPhrasePattern("agoda")] },
  { name: "Trivago", patterns: [createPhrasePattern("trivago")] },
  { name: "Plum Guide", patterns: [createPhrasePattern("plum guide")] },
  { name: "Hipcamp", patterns: [createPhrasePattern("hipcamp")] },
];

/**
 * For each marketplace, one pattern for every other platform's name, and the same without word edges, asked first
 * (it costs about half as much, docs/benchmarks.md, stop 43): most texts name none.
 */
const anyOtherPlatform = new Map<MarketplaceId, { loose: RegExp; exact: RegExp }>();

function getAnyOtherPlatform(marketplace: MarketplaceId): { loose: RegExp; exact: RegExp } {
  let patterns = anyOtherPlatform.get(marketplace);
  if (patterns === undefined) {
    const others = PLATFORMS.filter((platform) => platform.marketplace !== marketplace).flatMap((platform) => platform.patterns);
    patterns = { loose: createLooseAnyPattern(others), exact: createAnyPattern(others) };
    anyOtherPlatform.set(marketplace, patterns);
  }
  return patterns;
}

/** Names of platforms other than the targeted marketplace, as written in the text. */
export function findOtherPlatforms(text: string, marketplace: MarketplaceId): string[] {
  const { loose, exact } = getAnyOtherPlatform(marketplace);
  if (!loose.test(text) || !exact.test(text)) return [];
  return PLATFORMS.filter((platform) => platform.marketplace !== marketplace).flatMap((platform) =>
    findPatterns(text, platform.patterns),
  );
}
