import type { CatalogueAmenity } from "../amenity-catalogue";
import { joinList, withArticle } from "./english";
import { hostWord } from "./host-words";
import { hasOtherLanguageWord } from "./other-language-words";

/*
 * Amenity names as a guest reads them. Exports write brands, model names, sizes and the host's own language into the
 * name ("Samsung 55 inch HDTV with Netflix", "Met vriesvak refrigerator", "Vitroceramisch electric stove"); the listing
 * says the plain English thing, keeping what a guest cares about: the kind of stove, the streaming services, a
 * freezer compartment, whether a pool is private or heated, where the washer is.
 */

const STREAMING = ["Netflix", "Disney+", "Amazon Prime Video", "HBO Max", "Hulu", "Apple TV", "Chromecast", "Roku", "Fire TV"];
const COFFEE_KINDS = ["espresso machine", "drip coffee maker", "French press", "pour-over coffee", "Nespresso", "Keurig"];

function has(text: string, pattern: RegExp): boolean {
  return pattern.test(text);
}

function firstFound(text: string, words: readonly string[], limit: number): string[] {
  return words.filter((word) => text.toLowerCase().includes(word.toLowerCase())).slice(0, limit);
}

/** "private", "shared", "heated", "indoor", "outdoor" as the host's words say, in a natural order. */
function poolWords(text: string): string {
  const words = [
    has(text, /\bprivate\b/iu) ? "private" : has(text, /\bshared\b/iu) ? "shared" : undefined,
    has(text, /\bheated\b/iu) ? "heated" : undefined,
    has(text, /\bindoor\b/iu) ? "indoor" : has(text, /\boutdoor\b/iu) ? "outdoor" : undefined,
  ];
  return words.filter(Boolean).join(" ");
}

/** "Free washer – In unit" → "a washer in the unit"; "Paid dryer – In building" → "a paid dryer in the building". */
function laundry(text: string, noun: string): string {
  const paid = has(text, /\bpaid\b/iu) ? "paid " : "";
  const where = has(text, /in unit/iu) ? " in the unit" : has(text, /in building/iu) ? " in the building" : "";
  return `a ${paid}${noun}${where}`;
}

type Cleaner = (text: string, entry: CatalogueAmenity) => string;

const CLEANERS: Readonly<Record<string, Cleaner>> = {
  tv: (text) => {
    const services = firstFound(text, STREAMING, 2);
    return services.length === 0 ? "a TV" : `a TV with ${joinList(services)}`;
  },
  stove: (text) => {
    const kind = /induction/iu.test(text) ? "induction" : /\bgas\b/iu.test(text) ? "gas" : /electric|ceramic|ceramisch/iu.test(text) ? "electric" : "";
    return kind === "" ? "a stove" : withArticle(`${kind} stove`);
  },
  oven: (text) => (has(text, /convection/iu) ? "a convection oven" : has(text, /combi|microwave/iu) ? "a combination oven" : "an oven"),
  refrigerator: (text) => (has(text, /freez|vriesvak|diepvries/iu) ? "a refrigerator with a freezer compartment" : "a refrigerator"),
  "sound-system": (text) => (has(text, /bluetooth/iu) ? "a Bluetooth sound system" : "a sound system"),
  "coffee-maker": (text) => {
    const kinds = firstFound(text, COFFEE_KINDS, 2);
    return kinds.length === 0 ? "a coffee maker" : `a coffee maker (${joinList(kinds)})`;
  },
  wifi: (text) => {
    const speed = /(\d{2,4})\s*mbps/iu.exec(text)?.[1];
    return speed === undefined ? "wifi" : `fast wifi (${speed} Mbps)`;
  },
  "game-console": (text) => {
    const consoles = (text.match(/\b(?:PS[2-5]|Xbox(?: One| Series [XS])?|Nintendo(?: Switch| Wii)?|Wii)\b/giu) ?? []).slice(0, 2);
    return consoles.length === 0 ? "a game console" : `a game console (${joinList([...new Set(consoles)])})`;
  },
  "exercise-equipment": (text) => {
    const kinds = firstFound(text, ["free weights", "yoga mat", "stationary bike", "treadmill", "elliptical", "rowing machine", "resistance bands"], 3);
    return kinds.length === 0 ? "exercise equipment" : `exercise equipment (${joinList(kinds)})`;
  },
  pool: (text) => withArticle(`${poolWords(text)} pool`.trim()),
  "hot-tub": (text) => withArticle(`${has(text, /\bprivate\b/iu) ? "private " : has(text, /\bshared\b/iu) ? "shared " : ""}hot tub`),
  sauna: (text) => withArticle(`${has(text, /\bprivate\b/iu) ? "private " : has(text, /\bshared\b/iu) ? "shared " : ""}sauna`),
  backyard: (text) => `${has(text, /\bprivate\b/iu) ? "a private" : has(text, /\bshared\b/iu) ? "a shared" : "a"} ${hostWord("backyard", text) ?? "backyard"}`,
  fireplace: (text) => {
    const stove = hostWord("fireplace", text);
    if (stove !== undefined) return withArticle(stove);
    const fuel = /\b(wood[ -]burning|gas|electric)\b/iu.exec(text)?.[1];
    return fuel === undefined ? "an indoor fireplace" : withArticle(`${fuel.toLowerCase()} fireplace`);
  },
  "patio-balcony": (text) => {
    const word = ["rooftop terrace", "roof terrace", "terrace", "balcony", "patio", "deck", "porch"].find((w) => has(text, new RegExp(`\\b${w}\\b`, "iu")) && !/\bor\b/iu.test(text));
    const owner = has(text, /\bprivate\b/iu) ? "private " : has(text, /\bshared\b/iu) ? "shared " : "";
    return word === undefined ? `a ${owner}patio or balcony` : withArticle(`${owner}${word}`);
  },
  washer: (text) => laundry(text, "washer"),
  dryer: (text) => laundry(text, "dryer"),
  "high-chair": () => "a high chair",
  crib: () => "a crib",
  "travel-crib": () => "a travel crib",
};

/** Catalogue entries whose name the host may keep as written when it is plain English (a view, a kind of parking). */
const KEEP_HOST_WORDS = new Set(["views"]);

/** A plain amenity of the host's own, worth a place in a list: short, English, no brand or size. */
function isPlainHostName(text: string): boolean {
  if (text.length > 40 || hasOtherLanguageWord(text) || /\d/u.test(text)) return false;
  // A capitalised word after the first is a brand or a model name ("Uppvela", "Marshall").
  return text.split(/\s+/u).slice(1).every((word) => !/^\p{Lu}/u.test(word) || /^[A-Z]{2,4}$/u.test(word));
}

/**
 * The phrase a sentence uses for one amenity of the host's: "a TV with Netflix", "an electric stove", "shampoo", or
 * undefined when the name is not a catalogue amenity and not plain English (it stays on the host's amenity list).
 */
export function cleanAmenityName(hostText: string, entry: CatalogueAmenity | undefined): string | undefined {
  const text = hostText.replace(/\s+/gu, " ").trim();
  if (entry !== undefined) {
    const cleaner = CLEANERS[entry.id];
    if (cleaner !== undefined) return cleaner(text, entry);
    if (KEEP_HOST_WORDS.has(entry.kind) && isPlainHostName(text)) return withArticle(text.toLowerCase());
    return entry.phrase;
  }
  const plain = text.replace(/^non[- ]specific\s+/iu, "").replace(/\s*[:–—(].*$/u, "");
  if (plain === "" || !isPlainHostName(plain)) return undefined;
  const lower = plain.charAt(0).toLowerCase() + plain.slice(1);
  // Plural or mass nouns take no article: "board games", "bikes", "beach towels".
  return /s$/u.test(lower) ? lower : withArticle(lower);
}
