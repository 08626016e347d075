import { findCliches } from "./cliches";
import { createRuleCheck } from "./create-rule-check";
import { findEmailAddresses, findLinks, findPhoneNumbers } from "./find-contact-details";
import { findCapsRuns, findEmojis, MAX_CAPS_WORDS_IN_A_ROW } from "./find-style-problems";
import { MARKETPLACE_RULES, type MarketplaceId, type TextField } from "./marketplace-rules";
import { findOtherPlatforms } from "./platform-names";
import type { RuleCheck, RuleId } from "./types";

export interface ContentRule {
  readonly id: RuleId;
  readonly severity: RuleCheck["severity"];
  readonly find: (text: string, marketplace: MarketplaceId) => string[];
  /** The sentence when the rule passes, e.g. "No emojis in your title". */
  readonly passed: (field: string) => string;
  /** The sentence when it fails, quoting what was found. */
  readonly failed: (found: string, field: string, platform: string) => string;
}

/** The content rules of DESIGN.md, the same on every marketplace. */
export const CONTENT_RULES: readonly ContentRule[] = [
  {
    id: "no-emojis",
    severity: "error",
    find: findEmojis,
    passed: (field) => `No emojis in your ${field}`,
    failed: (found, field, platform) => `Remove ${found} from your ${field}: ${platform} does not allow emojis`,
  },
  {
    id: "no-links",
    severity: "error",
    find: findLinks,
    passed: (field) => `No links in your ${field}`,
    failed: (found, field, platform) => `Remove the link ${found} from your ${field}: ${platform} does not allow links`,
  },
  {
    id: "no-email-addresses",
    severity: "error",
    find: findEmailAddresses,
    passed: (field) => `No e-mail addresses in your ${field}`,
    failed: (found, field, platform) =>
      `Remove the e-mail address ${found} from your ${field}: guests must contact you through ${platform}`,
  },
  {
    id: "no-phone-numbers",
    severity: "error",
    find: findPhoneNumbers,
    passed: (field) => `No phone numbers in your ${field}`,
    failed: (found, field, platform) =>
      `Remove the phone number ${found} from your ${field}: guests must contact you through ${platform}`,
  },
  {
    id: "no-shouting",
    severity: "error",
    find: findCapsRuns,
    passed: (field) => `No shouting in your ${field}`,
    failed: (found, field) =>
      `Write ${found} in your ${field} in normal case: no more than ${MAX_CAPS_WORDS_IN_A_ROW} all-caps words in a row`,
  },
  {
    id: "no-other-platforms",
    severity: "error",
    find: findOtherPlatforms,
    passed: (field) => `Your ${field} names no other platform`,
    failed: (found, field, platform) =>
      `Remove ${found} from your ${platform} ${field}: listings may not name other platforms`,
  },
  {
    id: "no-cliches",
    severity: "warning",
    find: findCliches,
    passed: (field) => `No stock phrases in your ${field}`,
    failed: (found, field) =>
      `Replace ${found} in your ${field} with what is actually there: guests skim past stock phrases`,
  },
];

function quoteAll(items: readonly string[]): string {
  return [...new Set(items)].map((item) => `“${item}”`).join(", ");
}

/** Every content rule applied to one field's text. */
export function checkContent(marketplace: MarketplaceId, field: TextField, text: string): RuleCheck[] {
  const rules = MARKETPLACE_RULES[marketplace];
  const fieldName = rules.fieldNames[field];
  return CONTENT_RULES.map((rule) => {
    const found = rule.find(text, marketplace);
    const passed = found.length === 0;
    const message = passed ? rule.passed(fieldName) : rule.failed(quoteAll(found), fieldName, rules.name);
    return createRuleCheck({ id: rule.id, marketplace, field, severity: rule.severity }, passed, message);
  });
}
