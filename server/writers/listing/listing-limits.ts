import { type SectionKey, SECTION_KEYS } from "../../../core/writer/generated-listing";
import { MARKETPLACE_RULES, type MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import type { RewritablePart } from "../../../core/writer/rewrite-direction";
import { outputTokenBudget } from "../output-token-budget";

/**
 * The lengths and counts the model is asked for, stated in the prompt (the model-facing schema carries none: llama.cpp,
 * Ollama and strict hosted modes refuse some length keywords) and checked after the answer.
 */
export const SECTION_MAX_CHARACTERS: Readonly<Record<SectionKey, number>> = {
  space: 1200,
  guestAccess: 600,
  neighborhood: 800,
  gettingAround: 600,
  notes: 600,
};
export const TITLE_COUNT = 3;
/** A marketplace with no title limit (or a very long one) still gets a title a guest reads at a glance. */
const TITLE_MAX_CHARACTERS = 100;
const SUMMARY_MAX_CHARACTERS = 500;
export const HOUSE_RULES_MAX = 10;
export const HOUSE_RULE_MAX_CHARACTERS = 120;
export const SEO_KEYWORDS = { min: 5, max: 10, maxCharacters: 40 } as const;

export function titleMaxCharacters(marketplace: MarketplaceId): number {
  return Math.min(MARKETPLACE_RULES[marketplace].limits.title?.max ?? TITLE_MAX_CHARACTERS, TITLE_MAX_CHARACTERS);
}

export function summaryMaxCharacters(marketplace: MarketplaceId): number {
  return MARKETPLACE_RULES[marketplace].limits.summary?.max ?? SUMMARY_MAX_CHARACTERS;
}

/** The longest listing the prompt asks for, in characters, on this marketplace. */
export function listingMaxCharacters(marketplace: MarketplaceId): number {
  const sections = SECTION_KEYS.reduce((sum, key) => sum + SECTION_MAX_CHARACTERS[key], 0);
  return TITLE_COUNT * titleMaxCharacters(marketplace) + summaryMaxCharacters(marketplace) + sections + HOUSE_RULES_MAX * HOUSE_RULE_MAX_CHARACTERS + SEO_KEYWORDS.max * SEO_KEYWORDS.maxCharacters;
}

/** maxOutputTokens of a whole listing (about 2,800 on Airbnb; a listing is usually 700-1,200 tokens). */
export function listingOutputTokens(marketplace: MarketplaceId): number {
  return outputTokenBudget(listingMaxCharacters(marketplace));
}

/** The longest a rewritten part may be: the summary by the marketplace, a section by its own size. */
export function partMaxCharacters(part: RewritablePart, marketplace: MarketplaceId): number {
  return part === "summary" ? summaryMaxCharacters(marketplace) : SECTION_MAX_CHARACTERS[part];
}

/** maxOutputTokens of one section (or summary) rewrite: a fraction of a listing's. */
export function sectionOutputTokens(part: RewritablePart, marketplace: MarketplaceId): number {
  return outputTokenBudget(partMaxCharacters(part, marketplace));
}
