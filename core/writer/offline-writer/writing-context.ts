import type { WritingTone } from "../property-facts";
import { joinList } from "./english";
import type { Home, HomeAmenity } from "./home";
import type { Picker } from "./picker";

/** What every sentence writer gets: the home and the seeded picker. */
export interface WritingContext {
  readonly home: Home;
  readonly picker: Picker;
}

/** Options per tone; a tone left out falls back to the warm wording. */
export type ToneOptions<T> = Partial<Record<WritingTone, readonly T[]>> & { readonly warm: readonly T[] };

/** One option for the home's tone, chosen by the picker for this slot. */
export function pickForTone<T>(context: WritingContext, slot: string, options: ToneOptions<T>): T {
  const forTone = options[context.home.tone] ?? options.warm;
  return context.picker.pick(slot, forTone.length > 0 ? forTone : options.warm);
}

/** The "concise" tone leaves out the sentences that only explain what a feature is good for. */
export function wantsDetail(context: WritingContext): boolean {
  return context.home.tone !== "concise";
}

/** At most this many amenities in one list: past it, a sentence stops being read. */
export const MAX_LIST_ITEMS = 10;

/** The amenities with these ids, in the order given, that the home has. */
export function pickAmenities(home: Home, ids: readonly string[]): HomeAmenity[] {
  return ids.flatMap((id) => home.get(id) ?? []);
}

/** "a kettle, a toaster and a blender" */
/** The amenities but those of `ids`. */
export function without(amenities: readonly HomeAmenity[], ...ids: readonly string[]): HomeAmenity[] {
  return amenities.filter((amenity) => !ids.includes(amenity.entry?.id ?? ""));
}

export function listPhrases(amenities: readonly HomeAmenity[], limit = MAX_LIST_ITEMS): string {
  return joinList(amenities.slice(0, limit).map((amenity) => amenity.phrase));
}

/** "is" or "are" after "there", agreeing with the first item as English does: "there is a TV and board games". */
export function isAre(amenities: readonly HomeAmenity[]): "is" | "are" {
  const first = (amenities[0]?.phrase ?? "").replace(/\s*\(.*$/u, "");
  if (/^(?:a|an|the) /u.test(first)) return "is";
  // "books and reading material" agrees with its first noun; "a hot tub with jets" with the tub.
  const head = first.split(/\s+(?:on|in|for|with|off|of|and)\s+/u)[0] ?? first;
  return /[^s]s$/u.test(head) ? "are" : "is";
}

/** Sentences joined into a paragraph, leaving out the empty ones. */
export function paragraph(...sentences: readonly (string | undefined | false)[]): string {
  return sentences.filter((sentence): sentence is string => typeof sentence === "string" && sentence !== "").join(" ");
}
