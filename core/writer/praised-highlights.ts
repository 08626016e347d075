import { findReviewThemes, type ReviewTheme, type ThemeCount } from "../market/review-themes";
import { matchAmenity } from "./amenity-catalogue";
import type { PropertyFactsDraft } from "./facts-from-listing";

/*
 * Guests' praise as the host's highlights, for "Improve this listing" (issue 23): a theme the listing's own reviews
 * praise becomes a highlight only when the facts hold the thing praised (wifi praised and Wifi listed; check-in praised
 * and a self check-in listed; the beds praised and beds counted; the location praised and a place given). Cleanliness,
 * the host or quiet cannot be checked against the facts, so they are never written as selling points. The highlights
 * land in the form, where the host reads, keeps or deletes them before anything is written.
 */

/** Enough reviews that a theme is what guests say, not what one guest said. */
export const PRAISE_MIN_REVIEWS = 3;
/** Of the reviews naming the theme, at least this share praise it. */
export const PRAISE_MIN_SHARE = 0.75;
export const PRAISED_HIGHLIGHTS_MAX = 2;

/** Whether the facts list one of the catalogue's amenities (its names and spellings, as the writer reads them). */
const lists = (facts: PropertyFactsDraft, ids: readonly string[]) =>
  (facts.amenities ?? []).some((name) => ids.includes(matchAmenity(name)?.id ?? ""));

/** A highlight that says what guests say ("Guests praise the wifi"): the writer says it as a sentence, not as the host's words. */
export function isGuestPraise(highlight: string): boolean {
  return /^guests (?:praise|find) /iu.test(highlight.trim());
}

/** The highlight as a sentence of the listing, when the facts hold what is praised; undefined otherwise. */
const PRAISED_AS: Readonly<Partial<Record<ReviewTheme, (facts: PropertyFactsDraft) => string | undefined>>> = {
  // The place itself is named in the summary's opening: the praise need not repeat it.
  location: (facts) => (facts.location?.neighborhood || facts.location?.city ? "Guests praise the location" : undefined),
  "check-in": (facts) => (lists(facts, ["self-check-in", "lockbox", "keypad", "smart-lock"]) ? "Guests find the self check-in easy" : undefined),
  wifi: (facts) => (lists(facts, ["wifi"]) ? "Guests praise the wifi" : undefined),
  beds: (facts) => ((facts.beds ?? 0) > 0 ? "Guests praise the beds" : undefined),
};

function isPraised(theme: ThemeCount): boolean {
  return theme.praise >= PRAISE_MIN_REVIEWS && theme.praise >= PRAISE_MIN_SHARE * (theme.praise + theme.complaints);
}

/** The most praised themes the facts back, as highlights, most praised first. */
export function highlightsFromPraise(facts: PropertyFactsDraft, themes: readonly ThemeCount[]): string[] {
  return [...themes]
    .filter(isPraised)
    .sort((a, b) => b.praise - a.praise)
    .map((theme) => PRAISED_AS[theme.theme]?.(facts))
    .filter((highlight): highlight is string => highlight !== undefined)
    .slice(0, PRAISED_HIGHLIGHTS_MAX);
}

/** The same, read from the reviews' texts. */
export function highlightsFromReviews(facts: PropertyFactsDraft, reviews: readonly string[]): string[] {
  return reviews.length === 0 ? [] : highlightsFromPraise(facts, findReviewThemes(reviews));
}
