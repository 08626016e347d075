import type { RoomType } from "../property-facts";

/** What the guest books, in words: "apartment", "private room in a townhouse". */
export interface HomeType {
  /** The building or place type in lower case: "apartment", "townhouse", "boutique hotel". */
  readonly noun: string;
  /** What the guest gets: "apartment", "private room", "shared room", "room". */
  readonly unit: string;
  /** The unit with where it is: "apartment", "private room in a townhouse", "room in a boutique hotel". */
  readonly phrase: string;
  /** For a title: "Apartment", "Private Room", "Loft". */
  readonly titleNoun: string;
}

/* Airbnb's property types made plain: a "rental unit" is an apartment. Unknown types keep the host's words. */
const NICER_NOUNS: readonly (readonly [RegExp, string])[] = [
  [/serviced apartment/iu, "serviced apartment"],
  [/rental unit|^apartment$|^flat$/iu, "apartment"],
  [/bed and breakfast|^b&b$/iu, "bed and breakfast"],
  [/camper\/rv|^rv$/iu, "camper"],
  [/^home$|^house$/iu, "home"],
];

const ROOM_PREFIX = /^(?:entire|private room in|shared room in|room in|private room|shared room)\s*/iu;

export function readHomeType(propertyType: string, roomType: RoomType): HomeType {
  const stripped = propertyType.trim().replace(ROOM_PREFIX, "").trim().toLowerCase();
  const base = stripped === "" || stripped.length > 40 ? defaultNoun(roomType) : stripped;
  const noun = NICER_NOUNS.find(([pattern]) => pattern.test(base))?.[1] ?? base;
  const withArticle = `${/^[aeiou]/u.test(noun) ? "an" : "a"} ${noun}`;
  switch (roomType) {
    case "entire_home":
      return { noun, unit: noun, phrase: noun, titleNoun: toTitleWord(noun) };
    case "private_room":
      return { noun, unit: "private room", phrase: `private room in ${withArticle}`, titleNoun: "Private Room" };
    case "shared_room":
      return { noun, unit: "shared room", phrase: `shared room in ${withArticle}`, titleNoun: "Shared Room" };
    case "hotel_room":
      return { noun, unit: "room", phrase: `room in ${withArticle}`, titleNoun: `${toTitleWord(noun)} Room` };
  }
}

function defaultNoun(roomType: RoomType): string {
  return roomType === "hotel_room" ? "hotel" : "home";
}

function toTitleWord(noun: string): string {
  return noun.replace(/(^|[\s/-])(\p{Ll})/gu, (_match, gap: string, letter: string) => gap + letter.toUpperCase());
}
