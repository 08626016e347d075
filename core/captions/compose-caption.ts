import { countCharacters } from "../marketplaces/marketplace-rules";
import { ALT_TEXT_MAX_CHARACTERS, CAPTION_MAX_CHARACTERS, MAX_CAPTION_FEATURES } from "./caption-rules";
import { type PhotoRoomType, ROOM_TYPE_WORDS } from "./room-types";

export interface CaptionPicks {
  roomType: PhotoRoomType;
  /** What the photo shows, as the host picked or typed them; nothing is added that is not here. */
  features: readonly string[];
}

export interface ComposedCaption {
  caption: string;
  altText: string;
  /** The features that fitted; the rest would have made the caption too long. */
  featuresUsed: string[];
}

// Words after which a feature needs no article: it is already counted, plural or uncountable.
const DETERMINERS = /^(a|an|the|one|two|three|four|five|six|some|many|several|\d+)\b/i;
const UNCOUNTABLE = /\b(light|lighting|wifi|wi-fi|parking|storage|seating|furniture|decor|space|access|heating|air conditioning|equipment|flooring|sunlight)$/i;

/** "an oven", "an en-suite", "an EV charger", "an HDMI cable"; but "a USB charger", "a unit". */
function startsWithVowelSound(text: string): boolean {
  if (/^[A-Z]{2,}\b/.test(text)) return /^[AEFHILMNORSX]/.test(text);
  return /^[aeio]/i.test(text) || /^u(?!ni|s[eu]|ti)/i.test(text);
}

/** "a queen bed", "an oven", "twin beds", "natural light": the article an alt-text sentence needs, if any. */
export function withArticle(feature: string): string {
  const text = feature.trim();
  if (DETERMINERS.test(text) || UNCOUNTABLE.test(text)) return text;
  const lastWord = text.split(/\s+/).at(-1) ?? "";
  if (/[^s]s$/i.test(lastWord)) return text;
  return startsWithVowelSound(text) ? `an ${text}` : `a ${text}`;
}

/** "A, B and C" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Trimmed, without repeats (case-insensitive), at most MAX_CAPTION_FEATURES. */
export function cleanFeatures(features: readonly string[]): string[] {
  const seen = new Set<string>();
  const cleaned: string[] = [];
  for (const raw of features) {
    const feature = raw.replace(/\s+/g, " ").trim().replace(/[.,;:!]+$/, "");
    const key = feature.toLowerCase();
    if (!feature || seen.has(key)) continue;
    seen.add(key);
    cleaned.push(feature);
  }
  return cleaned.slice(0, MAX_CAPTION_FEATURES);
}

function captionText(roomType: PhotoRoomType, features: readonly string[]): string {
  const room = ROOM_TYPE_WORDS[roomType].caption;
  if (features.length === 0) return room;
  if (roomType === "other") return capitalise(joinList(features));
  return `${room} with ${joinList(features)}`;
}

function altText(roomType: PhotoRoomType, features: readonly string[]): string {
  const room = ROOM_TYPE_WORDS[roomType].alt;
  if (features.length === 0) return `${room}.`;
  return `${room} with ${joinList(features.map(withArticle))}.`;
}

/**
 * The offline writer's caption and alt text: the room and the features the host picked, in plain words. No adjective
 * the host did not give, no stock phrase. Features that would push a text past its limit are left out, last first.
 */
export function composeCaption(picks: CaptionPicks): ComposedCaption {
  const features = cleanFeatures(picks.features);
  let count = features.length;
  const fits = (n: number) =>
    countCharacters(captionText(picks.roomType, features.slice(0, n))) <= CAPTION_MAX_CHARACTERS &&
    countCharacters(altText(picks.roomType, features.slice(0, n))) <= ALT_TEXT_MAX_CHARACTERS;
  while (count > 0 && !fits(count)) count -= 1;
  const used = features.slice(0, count);
  return { caption: captionText(picks.roomType, used), altText: altText(picks.roomType, used), featuresUsed: used };
}
