import type { ListingCheck, ListingPoint, SectionKey } from "../../../core/writer/generated-listing";
import { SECTION_LABELS } from "../../../core/writer/generated-listing";
import { STOCK_CLICHES } from "../../../core/marketplaces/cliches";
import { MARKETPLACE_RULES, type MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import type { PropertyFacts, WritingLanguage, WritingTone } from "../../../core/writer/property-facts";

const LANGUAGE_NAMES: Readonly<Record<WritingLanguage, string>> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  pt: "Portuguese",
};

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
  const { title, summary, description } = rules.limits;
  if (title) lines.push(`Each title (${rules.fieldNames.title}): ${title.min ?? 1} to ${title.max ?? "any"} characters.`);
  if (rules.mobileTitleLength) lines.push(`Put the most telling words in the first ${rules.mobileTitleLength} characters of a title.`);
  if (summary?.max) lines.push(`Summary: at most ${summary.max} characters.`);
  if (description?.min) lines.push(`Summary plus sections together: at least ${description.min} characters.`);
  return lines.join("\n");
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
    limitsText(input.marketplace),
    `Write in ${LANGUAGE_NAMES[input.language]}. Tone: ${TONE_WORDS[input.tone]}.`,
    "Answer with JSON only, matching the schema: titles (3 options, best first), summary, sections (space, guestAccess, neighborhood, gettingAround, notes), houseRules, seoKeywords (5 to 10 search phrases).",
  ].join("\n");
}

function pointLine(point: ListingPoint): string {
  const distance = point.distanceMeters === null ? "distance not known" : `${point.distanceMeters} m, ${point.walkMinutes} min walk`;
  return `- ${point.name} (${point.category}; ${distance})`;
}

/** The facts of the home and what is near it, the only material the model may use. */
export function listingUserPrompt(input: ListingPromptInput): string {
  const { address: _address, ...location } = input.facts.location;
  const facts = { ...input.facts, location, pointsOfInterest: undefined };
  const sections = Object.entries(SECTION_LABELS)
    .map(([key, label]) => `${key}: "${label}"`)
    .join("; ");
  return [
    "Property facts (JSON):",
    JSON.stringify(facts, null, 2),
    input.points.length > 0
      ? `Nearby places you may mention, with their real distances:\n${input.points.map(pointLine).join("\n")}`
      : "No nearby places are known: say nothing about what is near the home beyond its neighbourhood and city.",
    `Sections: ${sections}.`,
    "Write the listing.",
  ].join("\n\n");
}

/** Sent back with the model's own answer when a check failed: the failures named, so it can fix exactly them. */
export function repairPrompt(failures: readonly ListingCheck[]): string {
  return [
    "Your listing breaks these rules. Fix exactly these problems and keep everything else; answer with the whole corrected JSON:",
    ...failures.map((failure) => `- ${failure.field}: ${failure.message}`),
  ].join("\n");
}

export function sectionPrompt(section: SectionKey, current: string): string {
  return `Rewrite only the "${SECTION_LABELS[section]}" section with different wording and the same facts. The current text:\n${current}`;
}
