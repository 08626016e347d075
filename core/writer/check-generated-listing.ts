import { CONTENT_RULES } from "../marketplaces/check-content";
import { checkListingText, findRuleBreaches } from "../marketplaces/check-listing-text";
import { MARKETPLACE_RULES, type MarketplaceId } from "../marketplaces/marketplace-rules";
import type { RuleCheck } from "../marketplaces/types";
import { checkAnswerQuality } from "./check-answer-quality";
import { checkFidelity } from "./check-fidelity";
import { joinDescription, type ListingCheck, type ListingPoint, type ListingTexts } from "./generated-listing";
import type { PropertyFacts, WritingLanguage } from "./property-facts";

export interface ListingCheckOptions {
  readonly marketplace: MarketplaceId;
  /** The title the host chose; the first option when not given. */
  readonly title?: string;
  /** The language the listing was asked in; else the facts' language, else English. */
  readonly language?: WritingLanguage;
}

function toListingCheck(check: RuleCheck): ListingCheck {
  return { id: check.id, field: check.field, passed: check.passed, severity: check.severity, message: check.message };
}

/** The other title options: one check, failed when any of them breaks a marketplace rule. */
function checkTitleOptions(titles: readonly string[], marketplace: MarketplaceId): ListingCheck {
  const breaches = titles.flatMap((title) =>
    findRuleBreaches({ marketplace, title }).filter((check) => check.severity === "error"),
  );
  const base = { id: "title-options", field: "titles", severity: "error" } as const;
  if (breaches.length === 0) {
    return { ...base, passed: true, message: `Every title option keeps to ${MARKETPLACE_RULES[marketplace].name}'s rules` };
  }
  return { ...base, passed: false, message: `A title option breaks a rule: ${breaches[0]?.message}` };
}

/** House rules and keywords are shown to guests too: the same content rules, one check per field. */
function checkOtherField(field: "houseRules" | "seoKeywords", name: string, items: readonly string[], marketplace: MarketplaceId): ListingCheck {
  const text = items.join("\n");
  const platform = MARKETPLACE_RULES[marketplace].name;
  const problems = CONTENT_RULES.flatMap((rule) => {
    const found = [...new Set(rule.find(text, marketplace))];
    return found.length === 0 ? [] : [{ rule, message: rule.failed(found.map((item) => `“${item}”`).join(", "), name, platform) }];
  });
  const id = field === "houseRules" ? "house-rules-content" : "keywords-content";
  if (problems.length === 0) {
    return { id, field, passed: true, severity: "error", message: `No emojis, links, contact details, shouting, platform names or stock phrases in your ${name}` };
  }
  const severity = problems.some((problem) => problem.rule.severity === "error") ? "error" : "warning";
  return { id, field, passed: false, severity, message: problems.map((problem) => problem.message).join("; ") };
}

/**
 * Every check on a writer's result for a marketplace, passed ones included (the checklist the host sees): the
 * marketplace's limits and content rules on the title, the summary and the description as one text, the other title
 * options, the house rules and keywords, the fidelity guard, then the quality gate (check-answer-quality.ts).
 */
/** What the host typed (and the places found) that a listing may quote as written: names, highlights, rules. */
function hostWrittenText(facts: PropertyFacts, points: readonly ListingPoint[]): string[] {
  const { location, houseRules } = facts;
  return [
    location.city,
    location.region,
    location.neighborhood,
    location.country,
    facts.propertyType,
    ...facts.amenities,
    ...(facts.highlights ?? []),
    ...(facts.idealFor ?? []),
    ...(houseRules?.additional ?? []),
    ...(facts.pointsOfInterest ?? []).map((point) => point.name),
    ...points.map((point) => point.name),
  ].filter((text): text is string => typeof text === "string");
}

export function checkGeneratedListing(
  texts: ListingTexts,
  facts: PropertyFacts,
  points: readonly ListingPoint[],
  options: ListingCheckOptions,
): ListingCheck[] {
  const { marketplace } = options;
  const title = options.title ?? texts.titles[0];
  const rules = checkListingText({ marketplace, title, summary: texts.summary, description: joinDescription(texts) });
  return [
    ...rules.map(toListingCheck),
    checkTitleOptions(texts.titles.filter((option) => option !== title), marketplace),
    checkOtherField("houseRules", "house rules", texts.houseRules, marketplace),
    checkOtherField("seoKeywords", "keywords", texts.seoKeywords, marketplace),
    ...checkFidelity(texts, facts, points),
    ...checkAnswerQuality(texts, options.language ?? facts.language ?? "en", hostWrittenText(facts, points)),
  ];
}

/** Only the checks that failed: what stands between the result and the marketplace. */
export function findListingProblems(
  texts: ListingTexts,
  facts: PropertyFacts,
  points: readonly ListingPoint[],
  options: ListingCheckOptions,
): ListingCheck[] {
  return checkGeneratedListing(texts, facts, points, options).filter((check) => !check.passed);
}
