import { checkContent } from "./check-content";
import { checkLength, checkMobileTitle } from "./check-lengths";
import type { TextField } from "./marketplace-rules";
import type { ListingTextInput, RuleCheck } from "./types";

const FIELDS: readonly TextField[] = ["title", "summary", "description"];

/**
 * Every marketplace rule that applies to the given texts: lengths first, then content rules, field by field.
 * Passed checks are included, so the result can be shown as a checklist.
 */
export function checkListingText(input: ListingTextInput): RuleCheck[] {
  const checks: RuleCheck[] = [];
  for (const field of FIELDS) {
    const text = input[field];
    if (text === undefined) continue;
    const length = checkLength(input.marketplace, field, text);
    if (length !== undefined) checks.push(length);
    if (field === "title") {
      const mobile = checkMobileTitle(input.marketplace, text);
      if (mobile !== undefined) checks.push(mobile);
    }
    checks.push(...checkContent(input.marketplace, field, text));
  }
  return checks;
}

/** Only the checks that failed. */
export function findRuleBreaches(input: ListingTextInput): RuleCheck[] {
  return checkListingText(input).filter((check) => !check.passed);
}
