import { isGuestPraise } from "../praised-highlights";
import { withArticle } from "./english";

/*
 * A host's highlight ("River view from the living room", "Sunny balcony with two chairs") woven into a sentence
 * rather than set down as a bare fragment: a verb that fits what it names ("wake up to a river view from the living
 * room", "relax on a sunny balcony with two chairs") and the article English wants. Only the highlight's own words and
 * the verb are used, so nothing is claimed that the host did not say. A highlight of another shape ("Renovated in
 * 2023") is not woven: the caller says it another way.
 */

export type HighlightShape = "view" | "outdoor" | "feature" | "nearby";

export interface WovenHighlight {
  /** The host's words, as they may stand inside a sentence: "a river view from the living room". */
  readonly phrase: string;
  readonly shape: HighlightShape;
}

/** Words that end the head of a noun phrase: "balcony" in "sunny balcony with two chairs". */
const PHRASE_BREAK = /\s+(?:with|from|in|on|of|for|to|and|over|overlooking|facing|at|by|near|,)\s+|,\s*/iu;
const VIEW = /^views?$/iu;
const OUTDOOR_ON = /^(?:balcony|balconies|terrace|terraces|patio|patios|deck|decks|porch|rooftop|roof|veranda)$/iu;
const OUTDOOR_IN = /^(?:garden|gardens|yard|backyard|courtyard)$/iu;
/** Things a home has that a guest can enjoy: the head nouns a highlight may be woven with "enjoy". */
const FEATURES = new Set([
  "kitchen", "bed", "beds", "pool", "tub", "bathtub", "bath", "shower", "fireplace", "wifi", "workspace", "desk", "sauna",
  "parking", "light", "sunlight", "windows", "ceilings", "floors", "sofa", "library", "piano", "grill", "bbq", "hammock",
  "jacuzzi", "spa", "gym", "cinema", "projector", "lounge", "bathroom", "bedroom", "bedrooms", "mattress", "mattresses",
]);
/** Nouns that take no article: "fast wifi", "free parking", "natural light". */
const MASS_NOUNS = new Set(["wifi", "parking", "light", "sunlight", "space", "privacy", "quiet", "air", "decor"]);
const DETERMINERS = /^(?:a|an|the|two|three|four|five|six|its|our|my|your|his|her|their|private|own)\b/iu;
/** Adjectives a title may leave out of a highlight without changing what it names. */
const PLAIN_ADJECTIVES = new Set(["sunny", "bright", "large", "big", "lovely", "beautiful", "stunning", "amazing", "great", "wonderful", "sunlit", "spacious", "cosy", "cozy", "little"]);
/** "Two balconies" starts like "Two minutes from the beach" but says nothing of distance. */
const NEAR_WORDS = /\b(?:minutes?|mins?|steps|walk|walking|close|near|next|away|from)\b/iu;
const NEARBY = /^(?:\d+|one|two|three|four|five|ten|fifteen|twenty|a few|few|steps|minutes|close|near|next|right|walking|moments)\b/iu;

function headNoun(text: string): string {
  const head = text.split(PHRASE_BREAK)[0] ?? text;
  return (head.trim().split(/\s+/u).at(-1) ?? "").toLowerCase();
}

/** Lower-cases the first word when it is an ordinary word written with a capital ("River view" → "river view"). */
function inSentenceCase(text: string): string {
  const first = text.split(/\s/u)[0] ?? "";
  if (!/^\p{Lu}\p{Ll}+$/u.test(first)) return text;
  // "Eiffel Tower view": two capitalised words in a row are a name.
  const second = text.split(/\s+/u)[1] ?? "";
  if (/^\p{Lu}\p{Ll}/u.test(second)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function needsArticle(text: string, head: string): boolean {
  if (DETERMINERS.test(text) || /^\d/u.test(text)) return false;
  if (MASS_NOUNS.has(head)) return false;
  // A plural head takes none: "views", "two balconies", "high ceilings".
  return !/[^su]s$/u.test(head);
}

/** The highlight as a phrase that sits inside a sentence, with its shape; undefined when it cannot be woven. */
export function readHighlight(highlight: string): WovenHighlight | undefined {
  const text = inSentenceCase(highlight.trim().replace(/[.!]+$/u, ""));
  if (text === "" || /[.!?;:]/u.test(text)) return undefined;
  if (NEARBY.test(text) && NEAR_WORDS.test(text)) return { phrase: text, shape: "nearby" };
  const head = headNoun(text);
  const shape: HighlightShape | undefined = VIEW.test(head)
    ? "view"
    : OUTDOOR_ON.test(head) || OUTDOOR_IN.test(head)
      ? "outdoor"
      : FEATURES.has(head)
        ? "feature"
        : undefined;
  if (shape === undefined) return undefined;
  return { phrase: needsArticle(text, head) ? withArticle(text) : text, shape };
}

/** What a guest does with it, as the rest of a sentence: "wake up to a river view", "relax on a sunny balcony". */
export function describeDoing(highlight: WovenHighlight, alternate = false): string {
  switch (highlight.shape) {
    case "view":
      return alternate ? `take in ${highlight.phrase}` : `wake up to ${highlight.phrase}`;
    case "outdoor":
      return OUTDOOR_IN.test(headNoun(highlight.phrase)) ? `relax in ${highlight.phrase}` : `relax on ${highlight.phrase}`;
    case "feature":
      return `enjoy ${highlight.phrase}`;
    case "nearby":
      return `stay ${highlight.phrase}`;
  }
}

/**
 * A highlight as title words, longest first: "Sunny Balcony" and "Balcony" from "Sunny balcony with two chairs",
 * "River View" from "River view from the living room". Only its leading words, never a word it does not have.
 */
export function listHighlightTitleWords(highlight: WovenHighlight): string[] {
  if (highlight.shape === "nearby") return [];
  const chunk = (highlight.phrase.split(PHRASE_BREAK)[0] ?? "").replace(/^(?:a|an|the|its|our|my|your|private|own)\s+/iu, "").trim();
  const words = chunk.split(/\s+/u).filter((word) => /^[\p{L}-]+$/u.test(word));
  if (words.length === 0 || words.length > 3) return [];
  // Only words that describe without changing what the thing is may go: "Sunny balcony" is a balcony, but an
  // "Outdoor kitchen" is no kitchen and a "Partial sea view" no sea view.
  let start = 0;
  while (start < words.length - 1 && PLAIN_ADJECTIVES.has((words[start] as string).toLowerCase())) start += 1;
  const shortest = words.slice(start);
  return [...new Set([words.join(" "), shortest.join(" ")])];
}

/** Which of the host's highlights the summary weaves into its opening, and which are left for "The space". */
export interface HighlightPlan {
  /** At most two, woven into the summary's first sentence. */
  readonly opening: readonly WovenHighlight[];
  /** "five minutes from the tram": said of the home in the summary. */
  readonly nearby?: WovenHighlight;
  /** The host's words that could not be woven and were not used in the summary, in the host's order. */
  readonly rest: readonly string[];
  /** Woven highlights past the first two, for "The space". */
  readonly more: readonly WovenHighlight[];
  /** What guests praise ("Guests praise the wifi"): said as their sentences, never woven or put in the host's mouth. */
  readonly praise: readonly string[];
}

export function planHighlights(highlights: readonly string[]): HighlightPlan {
  const opening: WovenHighlight[] = [];
  const more: WovenHighlight[] = [];
  const rest: string[] = [];
  const praise: string[] = [];
  let nearby: WovenHighlight | undefined;
  for (const highlight of highlights) {
    if (isGuestPraise(highlight)) {
      praise.push(highlight.trim().replace(/[.!]+$/u, ""));
      continue;
    }
    const woven = readHighlight(highlight);
    if (woven?.shape === "nearby" && nearby === undefined) nearby = woven;
    else if (woven !== undefined && woven.shape !== "nearby") (opening.length < 2 ? opening : more).push(woven);
    else rest.push(highlight);
  }
  return { opening, nearby, rest, more, praise };
}

/**
 * What the summary says after an opening with nothing woven into it: the host's first words that could not be woven,
 * else what guests praise most. "The space" leaves out what the summary said.
 */
export function planFavourite(plan: HighlightPlan): string | undefined {
  if (plan.opening.length > 0 || plan.nearby !== undefined) return undefined;
  return plan.rest[0] ?? plan.praise[0];
}
