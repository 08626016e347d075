/**
 * The marketplaces' text limits (DESIGN.md, "Writing rules"), as data. Lengths count characters as a host does:
 * code points, so an accented letter or an emoji is one character.
 */
export const MARKETPLACE_IDS = ["airbnb", "vrbo", "booking"] as const;
export type MarketplaceId = (typeof MARKETPLACE_IDS)[number];

export type TextField = "title" | "summary" | "description";

export interface LengthLimit {
  readonly min?: number;
  readonly max?: number;
}

export interface MarketplaceRules {
  readonly name: string;
  /** What the marketplace calls each field, for messages ("headline" on Vrbo). */
  readonly fieldNames: Readonly<Record<TextField, string>>;
  readonly limits: Readonly<Partial<Record<TextField, LengthLimit>>>;
  /** Characters of the title that a phone screen shows before cutting it; a soft limit. */
  readonly mobileTitleLength?: number;
}

export const MARKETPLACE_RULES: Readonly<Record<MarketplaceId, MarketplaceRules>> = {
  airbnb: {
    name: "Airbnb",
    fieldNames: { title: "title", summary: "“About this space” summary", description: "description" },
    limits: { title: { max: 50 }, summary: { max: 500 } },
    mobileTitleLength: 32,
  },
  vrbo: {
    name: "Vrbo",
    fieldNames: { title: "headline", summary: "summary", description: "description" },
    limits: { title: { min: 20, max: 80 }, description: { min: 400 } },
  },
  booking: {
    name: "Booking.com",
    fieldNames: { title: "property name", summary: "summary", description: "description" },
    limits: { title: { min: 3, max: 255 } },
  },
};

export function isMarketplaceId(value: unknown): value is MarketplaceId {
  return typeof value === "string" && (MARKETPLACE_IDS as readonly string[]).includes(value);
}

/**
 * Characters as a host counts them: code points, so "é" typed as one character and "🌊" are one each. The count of
 * `Array.from(text)` without making the array: each surrogate pair is one, a lone surrogate one too.
 */
export function countCharacters(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) {
      count -= 1;
      index += 1;
    }
  }
  return count;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
