import { countCharacters, MARKETPLACE_RULES, type MarketplaceId } from "../marketplaces/marketplace-rules";
import { joinDescription, type ListingPoint, type ListingTexts, type SectionKey } from "./generated-listing";
import { composeGettingAround } from "./offline-writer/compose-getting-around";
import { composeGuestAccess } from "./offline-writer/compose-guest-access";
import { composeNeighborhood } from "./offline-writer/compose-neighborhood";
import { composeNotes } from "./offline-writer/compose-notes";
import { composeSeoKeywords } from "./offline-writer/compose-seo-keywords";
import { composeSpace } from "./offline-writer/compose-space";
import { composeSummary, describeOpening } from "./offline-writer/compose-summary";
import { composeTitles } from "./offline-writer/compose-titles";
import { spellFor } from "./offline-writer/english";
import { formatHouseRules } from "./offline-writer/format-house-rules";
import { describeUpToGuests } from "./offline-writer/describe-rooms";
import { readHome } from "./offline-writer/home";
import { createPicker } from "./offline-writer/picker";
import type { WritingContext } from "./offline-writer/writing-context";
import type { PropertyFacts } from "./property-facts";

/**
 * The offline writer (DESIGN.md: "the offline composer in core/, which writes a complete listing from the facts,
 * varied from home to home"). No network and no model: every sentence is built from the facts and the points, and
 * passes the marketplace's rules and the fidelity guard by construction. It writes English only.
 */
export const OFFLINE_WRITER_LANGUAGES = ["en"] as const;
export const OFFLINE_WRITER_LABEL = "offline writer";

export interface ComposeOptions {
  /** Another variant gives other wording for the same facts ("regenerate"). */
  readonly variant?: number;
  /** The marketplace whose limits apply; else the facts' marketplace, else Airbnb. */
  readonly marketplace?: MarketplaceId;
}

const SECTION_WRITERS: Readonly<Record<SectionKey, (context: WritingContext) => string>> = {
  space: composeSpace,
  guestAccess: composeGuestAccess,
  neighborhood: composeNeighborhood,
  gettingAround: composeGettingAround,
  notes: composeNotes,
};

function createContext(facts: PropertyFacts, points: readonly ListingPoint[], options: ComposeOptions): WritingContext {
  const marketplace = options.marketplace ?? facts.marketplace ?? "airbnb";
  const home = readHome(facts, points, marketplace);
  // The seed is the facts themselves: the same home always reads the same, two homes read differently.
  const picker = createPicker(`${JSON.stringify(facts)}|${JSON.stringify(points)}|${options.variant ?? 0}`);
  return { home, picker };
}

/** A complete listing from the facts and the points found around the home (which may be none). */
export function composeListing(
  facts: PropertyFacts,
  points: readonly ListingPoint[] = [],
  options: ComposeOptions = {},
): ListingTexts {
  const context = createContext(facts, points, options);
  const spell = (text: string) => spellFor(text, context.home.english);
  const listing: ListingTexts = {
    titles: composeTitles(context.home, context.picker),
    summary: spell(composeSummary(context)),
    sections: {
      space: spell(composeSpace(context)),
      guestAccess: spell(composeGuestAccess(context)),
      neighborhood: spell(composeNeighborhood(context)),
      gettingAround: spell(composeGettingAround(context)),
      notes: spell(composeNotes(context)),
    },
    houseRules: formatHouseRules(context.home),
    seoKeywords: composeSeoKeywords(context.home),
  };
  return meetDescriptionMinimum(listing, context);
}

/**
 * Vrbo asks for a description of at least 400 characters. A home with almost no facts cannot honestly fill it, so
 * the notes close with an invitation to ask, and the size of the home, only as far as the marketplace requires.
 */
function meetDescriptionMinimum(listing: ListingTexts, context: WritingContext): ListingTexts {
  const min = MARKETPLACE_RULES[context.home.marketplace].limits.description?.min ?? 0;
  const { home } = context;
  const closings = [
    `Questions about the ${home.type.unit}? Message the host before you book, and they will answer.`,
    `The ${home.type.phrase} sleeps ${describeUpToGuests(home)}, and the host is a message away before and during your stay.`,
    "What is described here is what the host lists for this stay; anything else, ask the host about before booking.",
  ];
  let notes = listing.sections.notes;
  const length = () => countCharacters(joinDescription({ ...listing, sections: { ...listing.sections, notes } }));
  for (const closing of closings) {
    if (length() >= min) break;
    notes = `${notes}\n\n${spellFor(closing, home.english)}`;
  }
  return notes === listing.sections.notes ? listing : { ...listing, sections: { ...listing.sections, notes } };
}

/** One section written again with another variant, for the "regenerate this section" button. */
export function composeSection(
  facts: PropertyFacts,
  points: readonly ListingPoint[],
  section: SectionKey,
  options: ComposeOptions = {},
): string {
  const context = createContext(facts, points, options);
  return spellFor(SECTION_WRITERS[section](context), context.home.english);
}

/** The summary's first sentence alone: what "lead with" puts first when the host's highlights are reordered. */
export function composeSummaryOpening(facts: PropertyFacts, points: readonly ListingPoint[], options: ComposeOptions = {}): string {
  const context = createContext(facts, points, options);
  return spellFor(describeOpening(context), context.home.english);
}
