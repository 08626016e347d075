import { MARKETPLACE_RULES } from "../../../core/marketplaces/marketplace-rules";
import { LANGUAGE_NAMES, takesBathroomAccess } from "../../../core/writer/property-facts";
import type { FactsDraft } from "./components/facts-draft";

/*
 * What a listing will be written from, said back to the host before a credit is spent, and what would make it better
 * when the facts are thin. The writer says only what the facts give (DESIGN.md), so a thin form makes a short listing:
 * the host should know that before paying, not after.
 */

/** From this many amenities the offline writer has enough for a full description (issue 19's measure). */
export const FULL_DESCRIPTION_AMENITIES = 15;

export interface FactsPreview {
  /** One line a part: the home, its rooms, its amenities, the host's words, rules, places, style. */
  readonly builtFrom: string[];
  /** What to add for a better listing; empty when the facts are full enough. */
  readonly toAdd: string[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const filled = (items: readonly string[] | undefined) => (items ?? []).map((item) => item.trim()).filter((item) => item !== "");

function describeHome(draft: FactsDraft): string | undefined {
  const { location = {} } = draft;
  const place = [location.neighborhood, location.city, location.region, location.country].map((part) => part?.trim()).filter(Boolean).join(", ");
  const type = draft.propertyType?.trim();
  if (!type && !place) return undefined;
  return `${type || "A home"}${place ? ` in ${place}` : ""}`;
}

function describeRooms(draft: FactsDraft): string | undefined {
  // "1 shared bathroom": said only for a room, as the listing will say it.
  const access = takesBathroomAccess(draft.roomType) && draft.bathroomAccess ? `${draft.bathroomAccess} ` : "";
  const parts = [
    draft.accommodates ? `sleeps ${draft.accommodates}` : undefined,
    draft.bedrooms !== undefined && !Number.isNaN(draft.bedrooms) ? (draft.bedrooms === 0 ? "a studio" : plural(draft.bedrooms, "bedroom")) : undefined,
    draft.beds ? plural(draft.beds, "bed") : undefined,
    draft.bathrooms ? plural(draft.bathrooms, `${access}bathroom`) : undefined,
  ].filter(Boolean);
  if (parts.length === 0) return undefined;
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeRules(draft: FactsDraft): string | undefined {
  const rules = draft.houseRules ?? {};
  const parts = [
    rules.checkIn?.trim() ? `check-in ${rules.checkIn.trim()}` : undefined,
    rules.checkOut?.trim() ? `check-out ${rules.checkOut.trim()}` : undefined,
    rules.pets === undefined ? undefined : rules.pets ? "pets allowed" : "no pets",
    rules.smoking === undefined ? undefined : rules.smoking ? "smoking allowed" : "no smoking",
    rules.parties === undefined ? undefined : rules.parties ? "parties allowed" : "no parties",
    rules.quietHours?.trim() ? `quiet hours ${rules.quietHours.trim()}` : undefined,
    ...filled(rules.additional),
  ].filter(Boolean);
  return parts.length === 0 ? undefined : `House rules: ${parts.join(", ")}`;
}

export function previewFacts(draft: FactsDraft): FactsPreview {
  const amenities = filled(draft.amenities);
  const highlights = filled(draft.highlights);
  const places = (draft.pointsOfInterest ?? []).filter((point) => point.name.trim() !== "");
  const hasMapPoint = draft.location?.lat !== undefined && draft.location?.lng !== undefined;
  const marketplace = MARKETPLACE_RULES[draft.marketplace ?? "airbnb"].name;
  const language = LANGUAGE_NAMES[draft.language ?? "en"];

  const builtFrom = [
    describeHome(draft),
    describeRooms(draft),
    amenities.length > 0 ? `${amenities.length} ${amenities.length === 1 ? "amenity" : "amenities"}: ${amenities.slice(0, 6).join(", ")}${amenities.length > 6 ? ", …" : ""}` : "No amenities ticked",
    highlights.length > 0 ? `Your highlights: ${highlights.join("; ")}` : undefined,
    describeRules(draft),
    places.length > 0 ? `Places you named: ${places.map((point) => point.name.trim()).join(", ")}` : undefined,
    hasMapPoint ? "The map point, for the places within walking distance" : undefined,
    `${draft.tone ? draft.tone.charAt(0).toUpperCase() + draft.tone.slice(1) : "Warm"} tone, in ${language}, for ${marketplace}`,
  ].filter((line): line is string => line !== undefined);

  const toAdd = [
    amenities.length < FULL_DESCRIPTION_AMENITIES
      ? `Tick every amenity guests really get: with ${amenities.length === 0 ? "none" : amenities.length}, the description stays short (from ${FULL_DESCRIPTION_AMENITIES} it can say much more).`
      : undefined,
    highlights.length === 0 ? "Add a highlight or two, what guests love most: the titles and the first sentence lead with them." : undefined,
    places.length === 0 && !hasMapPoint
      ? "Name a few places guests can walk to, or find the home on the map: otherwise the listing says little about the area."
      : undefined,
    !draft.location?.neighborhood?.trim() ? "Add the neighborhood: guests search by it, and the title can use it." : undefined,
    !draft.houseRules?.checkIn?.trim() && !draft.houseRules?.checkOut?.trim() ? "Add check-in and check-out times: without them the listing leaves them out." : undefined,
  ].filter((line): line is string => line !== undefined);

  return { builtFrom, toAdd };
}
