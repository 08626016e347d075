import { countCharacters } from "../../marketplaces/marketplace-rules";
import { MAX_KEYWORD_WORDS } from "../answer-parts";
import type { Home } from "./home";
import { breaksContentRules } from "./host-text";
import { hostWord } from "./host-words";

export const MIN_SEO_KEYWORDS = 3;
export const MAX_SEO_KEYWORDS = 15;
const MAX_KEYWORD_LENGTH = 60;

/** Amenities guests search for, in order of how often they filter by them. */
const SEARCHED_AMENITIES = ["wifi", "free-parking", "pool", "hot-tub", "workspace", "washer", "air-conditioning", "kitchen", "self-check-in", "patio-balcony", "backyard", "fireplace", "ev-charger", "gym", "sauna"];

/** Search phrases from the facts: the kind of home, where it is, its key amenities and who it suits. */
export function composeSeoKeywords(home: Home): string[] {
  const noun = home.type.unit;
  const { city, neighborhood, facts } = home;
  const amenityWords = SEARCHED_AMENITIES.flatMap((id) => {
    const amenity = home.get(id);
    return amenity?.entry === undefined ? [] : (hostWord(id, amenity.text) ?? amenity.entry.label.toLowerCase());
  });
  const stay = home.units === "imperial" ? "vacation rental" : "holiday rental";
  const candidates = [
    city && `${noun} in ${city}`,
    city && `${city} ${stay}`,
    neighborhood && city && neighborhood !== city ? `${neighborhood} ${city}` : undefined,
    neighborhood && `${noun} ${neighborhood}`,
    home.entire && facts.bedrooms > 0 ? `${facts.bedrooms} bedroom ${noun}` : undefined,
    `${noun} for ${facts.accommodates} ${facts.accommodates === 1 ? "guest" : "guests"}`,
    ...amenityWords.slice(0, 5).map((word) => `${noun} with ${word}`),
    ...home.idealFor.slice(0, 2).map((who) => (city ? `${city} stay for ${who}` : `stay for ${who}`)),
    home.type.noun,
    `${facts.accommodates} ${facts.accommodates === 1 ? "guest" : "guests"}`,
    stay,
  ];
  const keywords: string[] = [];
  for (const candidate of candidates) {
    if (typeof candidate !== "string" || candidate === "") continue;
    const keyword = candidate.toLowerCase().replace(/\s+/gu, " ").trim();
    // A search of more than MAX_KEYWORD_WORDS words (a long place name) is no keyword anyone types.
    if (countCharacters(keyword) > MAX_KEYWORD_LENGTH || keyword.split(/\s+/u).length > MAX_KEYWORD_WORDS || keywords.includes(keyword)) continue;
    // Lower case can turn a name into a link ("Booking.com" is a brand, "booking.com" a web address).
    if (breaksContentRules(keyword, home.marketplace)) continue;
    keywords.push(keyword);
  }
  return keywords.slice(0, MAX_SEO_KEYWORDS);
}
