import { countCharacters } from "../marketplaces/marketplace-rules";
import { joinList } from "../text/join-list";
import { ALT_TEXT_MAX_CHARACTERS, CAPTION_MAX_CHARACTERS, MAX_CAPTION_FEATURES } from "./caption-rules";
import { type PhotoRoomType, ROOM_TYPE_WORDS } from "./room-types";

export interface CaptionPicks {
  roomType: PhotoRoomType;
  /** What the photo shows, as the host picked or typed them; nothing is added that is not here. */
  features: readonly string[];
  /** The photo's measures (server/services/captions/measure-photo.ts): a bright indoor photo is called bright. */
  measures?: { readonly brightness: number };
}

/** Mean luminance (0-255) from which an indoor photo reads as bright; a darker photo gets no adjective at all. */
export const BRIGHT_PHOTO_BRIGHTNESS = 150;
/** Rooms whose light a guest cares about; "bright view" or "bright pool" would say nothing. */
const INDOOR_ROOMS: ReadonlySet<PhotoRoomType> = new Set(["living_room", "kitchen", "dining_area", "bedroom", "bathroom", "workspace", "entrance", "laundry"]);

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
  // A single letter said as a letter: "an L-shaped sofa", "a U-shaped kitchen".
  if (/^[A-Z](?:-|\s|$)/.test(text)) return /^[AEFHILMNORSX]/.test(text);
  return /^[aeio]/i.test(text) || /^u(?!ni|s[eu]|ti)/i.test(text);
}

/** "a queen bed", "an oven", "twin beds", "natural light": the article an alt-text sentence needs, if any. */
export function withArticle(feature: string): string {
  const text = feature.trim();
  // Not a word ("<b>", "#1"): no article could be right.
  if (!/^\p{L}/u.test(text) || DETERMINERS.test(text) || UNCOUNTABLE.test(text)) return text;
  const lastWord = text.split(/\s+/).at(-1) ?? "";
  if (/[^s]s$/i.test(lastWord)) return text;
  return startsWithVowelSound(text) ? `an ${text}` : `a ${text}`;
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

function isBright(picks: CaptionPicks): boolean {
  return INDOOR_ROOMS.has(picks.roomType) && (picks.measures?.brightness ?? 0) >= BRIGHT_PHOTO_BRIGHTNESS;
}

/** A view photo whose features all name views ("sea view"): they are the caption ("View with a sea view" says it twice). */
function namesViews(picks: CaptionPicks, features: readonly string[]): boolean {
  return picks.roomType === "view" && features.length > 0 && features.every((feature) => /\bviews?$/iu.test(feature));
}

/** "Bright bedroom with a queen bed and blackout blinds"; "Sea view and mountain view"; "View of the harbour lights" */
function captionText(picks: CaptionPicks, features: readonly string[]): string {
  const words = ROOM_TYPE_WORDS[picks.roomType].caption;
  const room = isBright(picks) ? `Bright ${words.charAt(0).toLowerCase()}${words.slice(1)}` : words;
  if (features.length === 0) return room;
  if (picks.roomType === "other") return capitalise(joinList(features.map(withArticle)));
  if (namesViews(picks, features)) return capitalise(joinList(features));
  if (picks.roomType === "view") return `${room} of ${joinList(features.map(withArticle))}`;
  return `${room} with ${joinList(features.map(withArticle))}`;
}

/** "A bright bedroom with a queen bed and blackout blinds."; "A sea view from the home." */
function altText(picks: CaptionPicks, features: readonly string[]): string {
  const words = ROOM_TYPE_WORDS[picks.roomType].alt;
  const room = isBright(picks) ? words.replace(/^(A|The) /u, (_match, article: string) => `${article === "A" ? "A" : "The"} bright `) : words;
  if (features.length === 0) return `${room}.`;
  if (namesViews(picks, features)) return `${capitalise(joinList(features.map(withArticle)))} from the home.`;
  if (picks.roomType === "view") return `${room} of ${joinList(features.map(withArticle))}.`;
  return `${room} with ${joinList(features.map(withArticle))}.`;
}

/**
 * The offline writer's caption and alt text: the room, the features the host picked with their articles, and "bright"
 * when the photo measures so (the only adjective not from the host), in plain words. No stock phrase. Features that would push a text past its limit are left out, last first.
 */
export function composeCaption(picks: CaptionPicks): ComposedCaption {
  const features = cleanFeatures(picks.features);
  let count = features.length;
  const fits = (n: number) =>
    countCharacters(captionText(picks, features.slice(0, n))) <= CAPTION_MAX_CHARACTERS &&
    countCharacters(altText(picks, features.slice(0, n))) <= ALT_TEXT_MAX_CHARACTERS;
  while (count > 0 && !fits(count)) count -= 1;
  const used = features.slice(0, count);
  return { caption: captionText(picks, used), altText: altText(picks, used), featuresUsed: used };
}
