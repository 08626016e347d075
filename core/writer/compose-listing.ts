import type { MarketplaceId } from "../marketplaces/marketplace-rules";
import type { ListingPoint, ListingTexts, SectionKey } from "./generated-listing";
import { composeGettingAround } from "./offline-writer/compose-getting-around";
import { composeGuestAccess } from "./offline-writer/compose-guest-access";
import { composeNeighborhood } from "./offline-writer/compose-neighborhood";
import { composeNotes } from "./offline-writer/compose-notes";
import { composeSeoKeywords } from "./offline-writer/compose-seo-keywords";
import { composeSpace } from "./offline-writer/compose-space";
import { composeSummary } from "./offline-writer/compose-summary";
import { composeTitles } from "./offline-writer/compose-titles";
import { spellFor } from "./offline-writer/english";
import { formatHouseRules } from "./offline-writer/format-house-rules";
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
  return {
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
