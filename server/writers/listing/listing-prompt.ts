import type { ListingPoint, ListingTexts } from "../../../core/writer/generated-listing";
import { SECTION_KEYS, SECTION_LABELS } from "../../../core/writer/generated-listing";
import { STOCK_CLICHES } from "../../../core/marketplaces/cliches";
import { MARKETPLACE_RULES, type MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import { LANGUAGE_NAMES, takesBathroomAccess, type PropertyFacts, type WritingLanguage, type WritingTone } from "../../../core/writer/property-facts";
import { REWRITABLE_PART_LABELS, type RewritablePart, type RewriteDirection } from "../../../core/writer/rewrite-direction";
import {
  HOUSE_RULE_MAX_CHARACTERS,
  HOUSE_RULES_MAX,
  partMaxCharacters,
  SECTION_MAX_CHARACTERS,
  SEO_KEYWORDS,
  summaryMaxCharacters,
  TITLE_COUNT,
  titleMaxCharacters,
} from "./listing-limits";

const TONE_WORDS: Readonly<Record<WritingTone, string>> = {
  warm: "warm and welcoming, like a thoughtful host",
  professional: "clear, factual and professional",
  luxurious: "refined and understated, for a premium stay",
  playful: "light and upbeat, without gimmicks",
  concise: "short and direct; every sentence carries a fact",
};

export interface ListingPromptInput {
  facts: PropertyFacts;
  points: readonly ListingPoint[];
  marketplace: MarketplaceId;
  language: WritingLanguage;
  tone: WritingTone;
}

function limitsText(marketplace: MarketplaceId): string {
  const rules = MARKETPLACE_RULES[marketplace];
  const lines = [`Marketplace: ${rules.name}.`];
  const { title, description } = rules.limits;
  lines.push(`Each title (${rules.fieldNames.title}): ${title?.min ?? 1} to ${titleMaxCharacters(marketplace)} characters.`);
  if (rules.mobileTitleLength) lines.push(`Put the most telling words in the first ${rules.mobileTitleLength} characters of a title.`);
  if (description?.min) lines.push(`Summary plus sections together: at least ${description.min} characters.`);
  return lines.join("\n");
}

/** Every length and count asked for, stated here because the model-facing schema carries none. */
function answerShape(marketplace: MarketplaceId): string {
  const sections = SECTION_KEYS.map((key) => `${key} (at most ${SECTION_MAX_CHARACTERS[key]} characters)`).join(", ");
  return [
    "Answer with JSON only, matching the schema:",
    `- titles: exactly ${TITLE_COUNT} options, best first, each at most ${titleMaxCharacters(marketplace)} characters;`,
    `- summary: at most ${summaryMaxCharacters(marketplace)} characters;`,
    `- sections: ${sections}; every section says something true and specific, in whole sentences;`,
    `- houseRules: at most ${HOUSE_RULES_MAX} lines, each at most ${HOUSE_RULE_MAX_CHARACTERS} characters;`,
    `- seoKeywords: ${SEO_KEYWORDS.min} to ${SEO_KEYWORDS.max} search phrases, each at most ${SEO_KEYWORDS.maxCharacters} characters.`,
  ].join("\n");
}

/**
 * For a booked room, whose the bathroom is: "1 bathroom" alone is read as the guest's own, so the model is told what
 * the host said, or to say neither (the fidelity check holds it to this, fidelity-bathroom-access.ts).
 */
function roomRules(facts: PropertyFacts): string[] {
  if (!takesBathroomAccess(facts.roomType)) return [];
  if (facts.bathroomAccess === "shared") return ["- The guests share the bathroom with the host or other guests: say it is shared; never call it private or en-suite."];
  if (facts.bathroomAccess === "private") return ["- The bathroom is the guests' alone: you may call it private; never say it is shared."];
  return ["- The facts do not say whether the bathroom is shared: never call it private, en-suite, shared or the guests' own."];
}

/** The rules of DESIGN.md ("Writing rules") as the model reads them. */
export function listingSystemPrompt(input: ListingPromptInput): string {
  return [
    "You write short-term-rental listings for hosts. Hosts complain about generic copy with invented amenities; yours is specific and true.",
    "Rules you must never break:",
    "- Facts only. Every amenity, feature, room, view and distance you mention must appear in the property facts or the nearby places given. If something is not given, do not mention it. Do not guess distances; use only the metres and walking minutes given.",
    "- Never print the street address.",
    "- No emojis, links, e-mail addresses or phone numbers. Never more than 3 all-caps words in a row.",
    `- Never name another booking platform (${input.marketplace === "airbnb" ? "Vrbo, Booking.com, Expedia" : "Airbnb, Vrbo, Booking.com, Expedia"} and the like).`,
    `- Never use these stock phrases or their translations: ${STOCK_CLICHES.join(", ")}.`,
    "- House rules: only the host's rules, each as one short line.",
    ...roomRules(input.facts),
    limitsText(input.marketplace),
    `Write in ${LANGUAGE_NAMES[input.language]}. Tone: ${TONE_WORDS[input.tone]}.`,
    answerShape(input.marketplace),
  ].join("\n");
}

function pointLine(point: ListingPoint): string {
  const distance = point.distanceMeters === null ? "distance not known" : `${point.distanceMeters} m, ${point.walkMinutes} min walk`;
  return `- ${point.name} (${point.category}; ${distance})`;
}

/** The facts of the home and what is near it, the only material the model may use. */
export function factsPrompt(input: ListingPromptInput): string {
  const { address: _address, ...location } = input.facts.location;
  const facts = { ...input.facts, location, pointsOfInterest: undefined };
  return [
    "Property facts (JSON):",
    JSON.stringify(facts, null, 2),
    input.points.length > 0
      ? `Nearby places you may mention, with their real distances:\n${input.points.map(pointLine).join("\n")}`
      : "No nearby places are known: say nothing about what is near the home beyond its neighbourhood and city.",
  ].join("\n\n");
}

export function listingUserPrompt(input: ListingPromptInput): string {
  const sections = Object.entries(SECTION_LABELS)
    .map(([key, label]) => `${key}: "${label}"`)
    .join("; ");
  return [factsPrompt(input), `Sections: ${sections}.`, "Write the listing."].join("\n\n");
}

const DIRECTION_WORDS: Readonly<Record<RewriteDirection["kind"], string>> = {
  shorter: "Make it clearly shorter, about half as long: keep the facts a guest needs most.",
  warmer: "Make it warmer and more welcoming, still plain and factual.",
  more_detail: "Give more detail: use more of the facts given that belong in this section (never invent any).",
  lead_with: "Open the section with this, the host's own highlight:",
  more_formal: "Make it more formal and professional.",
};

/** How the host wants the section to change, in words for the model; the host's highlight is quoted as data. */
export function directionText(direction: RewriteDirection | undefined): string | null {
  if (!direction) return null;
  if (direction.kind === "lead_with") return direction.highlight ? `${DIRECTION_WORDS.lead_with} ${JSON.stringify(direction.highlight)}.` : null;
  return DIRECTION_WORDS[direction.kind];
}

/**
 * One section (or the summary) again: the facts, the listing's texts as they read now (titles, summary, sections: no checks, no stored
 * record), the section's length, and the host's direction if any.
 */
export function sectionUserPrompt(input: ListingPromptInput, section: RewritablePart, current: ListingTexts, direction?: RewriteDirection): string {
  const texts = { titles: current.titles, summary: current.summary, sections: current.sections };
  return [
    factsPrompt(input),
    `The listing as it reads now (JSON):\n${JSON.stringify(texts, null, 2)}`,
    [
      `Rewrite only the "${REWRITABLE_PART_LABELS[section]}" ${section === "summary" ? "" : "section "}(${section}) with different wording and the same facts, in at most ${partMaxCharacters(section, input.marketplace)} characters.`,
      directionText(direction),
      'Answer with JSON only: {"text": "..."}.',
    ]
      .filter(Boolean)
      .join(" "),
  ].join("\n\n");
}
