import { CONTENT_RULES } from "../marketplaces/check-content";
import { countCharacters, MARKETPLACE_RULES, type MarketplaceId } from "../marketplaces/marketplace-rules";

/**
 * A caption sits under the photo and is read at a glance on a phone: ours stay within 100 characters, well inside
 * every marketplace's own limit (Vrbo's is 400). The content rules are the listing's (no emojis, links, contact
 * details, shouting or other platforms' names; no stock phrases).
 */
export const CAPTION_MAX_CHARACTERS = 100;
/** Screen readers read alt text in one go; 125 characters is the common guidance for alt text. */
export const ALT_TEXT_MAX_CHARACTERS = 125;
/** Features a caption may name; more turns it into a list. */
export const MAX_CAPTION_FEATURES = 8;
export const MAX_FEATURE_CHARACTERS = 40;

export type CaptionField = "caption" | "altText";
const FIELD_NAMES: Readonly<Record<CaptionField, string>> = { caption: "caption", altText: "alt text" };
const FIELD_LIMITS: Readonly<Record<CaptionField, number>> = { caption: CAPTION_MAX_CHARACTERS, altText: ALT_TEXT_MAX_CHARACTERS };

export interface CaptionCheck {
  readonly id: string;
  readonly field: CaptionField;
  readonly passed: boolean;
  /** "error": the caption is not kept as it is; "warning": allowed, but weaker. */
  readonly severity: "error" | "warning";
  readonly message: string;
}

function checkLength(field: CaptionField, text: string): CaptionCheck {
  const length = countCharacters(text.trim());
  const max = FIELD_LIMITS[field];
  const name = FIELD_NAMES[field];
  if (length === 0) return { id: `${field}-length`, field, passed: false, severity: "error", message: `The ${name} is empty` };
  return length <= max
    ? { id: `${field}-length`, field, passed: true, severity: "error", message: `The ${name} is ${length} of at most ${max} characters` }
    : { id: `${field}-length`, field, passed: false, severity: "error", message: `Shorten the ${name} to ${max} characters (it has ${length})` };
}

/** Every rule applied to a caption and its alt text, passed ones included, so they can be shown as a checklist. */
export function checkCaption(marketplace: MarketplaceId, texts: { caption: string; altText: string }): CaptionCheck[] {
  const platform = MARKETPLACE_RULES[marketplace].name;
  const checks: CaptionCheck[] = [];
  for (const field of ["caption", "altText"] as const) {
    const text = texts[field];
    const name = FIELD_NAMES[field];
    checks.push(checkLength(field, text));
    for (const rule of CONTENT_RULES) {
      const found = [...new Set(rule.find(text, marketplace))];
      const base = { id: `${field}-${rule.id}`, field, severity: rule.severity };
      checks.push(
        found.length === 0
          ? { ...base, passed: true, message: rule.passed(name) }
          : { ...base, passed: false, message: rule.failed(found.map((item) => `“${item}”`).join(", "), name, platform) },
      );
    }
  }
  return checks;
}

/** The checks that stop a caption from being kept. */
export function blockingCaptionFailures(checks: readonly CaptionCheck[]): CaptionCheck[] {
  return checks.filter((check) => !check.passed && check.severity === "error");
}
