import { countCharacters, MARKETPLACE_RULES, type MarketplaceId, type TextField } from "./marketplace-rules";
import { createRuleCheck } from "./create-rule-check";
import type { RuleCheck, RuleId } from "./types";

const LENGTH_RULE_IDS: Readonly<Record<TextField, RuleId>> = {
  title: "title-length",
  summary: "summary-length",
  description: "description-length",
};

function slice(text: string, start: number, end?: number): string {
  return Array.from(text).slice(start, end).join("");
}

/**
 * At most this many characters of the part to trim are quoted, then "…": enough to show where cutting starts. A title
 * sent as JSON can be a megabyte long, and was quoted whole, in the advice and again in the stored result.
 */
export const OVERFLOW_QUOTE_MAX = 60;

/**
 * What lies past `limit` characters, from the start of the word the limit cuts through: the part to trim, as quoted
 * (its first OVERFLOW_QUOTE_MAX characters and "…" when it is longer).
 */
export function findOverflow(text: string, limit: number): string {
  const characters = Array.from(text);
  let start = limit;
  while (start > 0 && !/\s/u.test(characters[start - 1] ?? " ")) start -= 1;
  const overflow = characters.slice(start === 0 ? limit : start);
  if (overflow.length <= OVERFLOW_QUOTE_MAX) return overflow.join("").trim();
  return `${overflow.slice(0, OVERFLOW_QUOTE_MAX).join("").trim()}…`;
}

/** The field's length against the marketplace's limit; undefined when the marketplace sets none for it. */
export function checkLength(marketplace: MarketplaceId, field: TextField, text: string): RuleCheck | undefined {
  const rules = MARKETPLACE_RULES[marketplace];
  const limit = rules.limits[field];
  if (limit === undefined) return undefined;
  const length = countCharacters(text);
  const fieldName = rules.fieldNames[field];
  const base = { id: LENGTH_RULE_IDS[field], marketplace, field, severity: "error" } as const;
  const range = limit.min !== undefined && limit.max !== undefined ? `${limit.min} to ${limit.max}` : undefined;
  if (limit.min !== undefined && length < limit.min) {
    const needs = range !== undefined ? `needs ${range}` : `asks for at least ${limit.min}`;
    return createRuleCheck(
      base,
      false,
      `Your ${fieldName} is ${length} characters; ${rules.name} ${needs}: add about ${limit.min - length} more`,
    );
  }
  if (limit.max !== undefined && length > limit.max) {
    const overflow = findOverflow(text, limit.max);
    const cuts = field === "title" ? `cuts it at ${limit.max}` : `allows ${limit.max} at most`;
    return createRuleCheck(base, false, `Your ${fieldName} is ${length} characters; ${rules.name} ${cuts}: try trimming “${overflow}”`);
  }
  const within = range ?? (limit.max !== undefined ? `at most ${limit.max}` : `at least ${limit.min}`);
  return createRuleCheck(base, true, `Your ${fieldName} is ${length} characters, within ${rules.name}'s ${within}`);
}

/** A soft check: phones show only the first characters of a title, so what matters must come first. */
export function checkMobileTitle(marketplace: MarketplaceId, title: string): RuleCheck | undefined {
  const visible = MARKETPLACE_RULES[marketplace].mobileTitleLength;
  if (visible === undefined) return undefined;
  const length = countCharacters(title);
  const base = { id: "title-mobile-preview", marketplace, field: "title", severity: "warning" } as const;
  if (length <= visible) {
    return createRuleCheck(base, true, `Your title is ${length} characters: phones show all of it`);
  }
  const shown = slice(title, 0, visible).trimEnd();
  return createRuleCheck(
    base,
    false,
    `Phones show about the first ${visible} characters (“${shown}…”): put what matters most first`,
  );
}
