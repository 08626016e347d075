import { ACCESS_WORDS_BEFORE_BATH, readBathroomAccessOf, type BathroomAccess } from "./bathroom-access";
import { parseDecimal } from "./numbers";

/**
 * Guests, bedrooms, beds and bathrooms from the short labels a listing page shows ("2 guests", "1 bedroom",
 * "1.5 baths", "Shared half-bath"), in English and in the other locales seen in real pages (Italian, Romanian) plus
 * the common ones (French, Spanish, German, Portuguese). A label this table does not know is ignored, never guessed.
 * Whose the bathrooms are ("1 shared bath", "Baie comună") is read by bathroom-access.ts.
 */
export interface RoomCounts {
  accommodates: number | null;
  bedrooms: number | null;
  beds: number | null;
  bathrooms: number | null;
  /** Present only when a label says it and none says the other ("1 private bath" beside "Shared half-bath" gives none). */
  bathroomAccess?: BathroomAccess;
}

type CountField = Exclude<keyof RoomCounts, "bathroomAccess">;

interface LabelRule {
  field: CountField;
  /** Matches the words after the number (the whole label for the numberless rules). */
  words: RegExp;
}

const L = "(?![\\p{L}])"; // the word ends here (no letter follows)

/** A label's words: one of the alternatives, then the end of a word. */
function startsWithWord(...alternatives: readonly string[]): RegExp {
  return new RegExp(`^(?:${alternatives.join("|")})${L}`, "iu");
}

/** A whole label, numberless. */
function wholeLabel(...alternatives: readonly string[]): RegExp {
  return new RegExp(`^(?:${alternatives.join("|")})$`, "iu");
}

const HALF_BATH = new RegExp(
  ["half[- ]bath", "bagno di servizio", `toalet[aă]${L}`, "medio baño", "demi-salle de bain", `lavabo${L}`, "gäste-wc"].join("|"),
  "iu",
);

/** Labels that carry their own value: a half-bath is half a bathroom; a studio has no separate bedroom. */
const NUMBERLESS: readonly { words: RegExp; field: CountField; value: number }[] = [
  { field: "bathrooms", value: 0.5, words: HALF_BATH },
  { field: "bathrooms", value: 0, words: wholeLabel("no bath(?:room)?s?", "fără baie", "senza bagno", "sin baño", "sans salle de bain") },
  { field: "bedrooms", value: 0, words: wholeLabel("studio", "monolocale", "garsonier[aă]", "estudio", "estúdio", "apartamento tipo estudio") },
];

const BED_WORDS = ["beds?", "lett[oi]", "pat(?:uri)?", "lits?", "camas?", "betten?"];

/** In the order they are tried: "camera da letto" is a bedroom before "letto" is a bed. */
const RULES: readonly LabelRule[] = [
  {
    field: "accommodates",
    words: startsWithWord("guests?", "ospit[ei]", "oaspe(?:te|ți|ţi|ti)", "voyageurs?", "hu[ée]sped(?:es)?", "viajeros?", "g[äa]ste?", "gast", "h[óo]spedes?"),
  },
  {
    field: "bedrooms",
    words: startsWithWord("bedrooms?", "camer[ae] da letto", "dormito(?:r|are)", "dormitorios?", "habitaci(?:ón|on|ones)", "chambres?", "schlafzimmer", "quartos?"),
  },
  { field: "beds", words: startsWithWord(...BED_WORDS) },
  {
    field: "bathrooms",
    words: startsWithWord(
      `(?:(?:${ACCESS_WORDS_BEFORE_BATH.join("|")})\\s+)?(?:baths?|bathrooms?|bagn[oi]|baie|băi|bai|salles? de bains?|baños?|badezimmer|bäder|bad|banheiros?)`,
    ),
  },
];

/** The exact generic label ("1 bed"), as opposed to a detailed one ("1 queen bed"), wins when both are present. */
const EXACT_BEDS = wholeLabel(...BED_WORDS);

interface Reading {
  field: CountField;
  value: number;
  exact: boolean;
}

function readLabel(raw: string): Reading | null {
  const label = raw.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ").trim();
  if (!label) return null;
  for (const rule of NUMBERLESS) if (rule.words.test(label)) return { field: rule.field, value: rule.value, exact: true };
  const match = /^(\d+(?:[.,]\d+)?)\s*(.+)$/u.exec(label);
  if (!match?.[1] || !match[2]) return null;
  const value = parseDecimal(match[1]);
  const words = match[2];
  if (value === null) return null;
  for (const rule of RULES) {
    if (!rule.words.test(words)) continue;
    if (rule.field !== "bathrooms" && !Number.isInteger(value)) return null;
    const exact = rule.field !== "beds" || EXACT_BEDS.test(words);
    return { field: rule.field, value, exact };
  }
  return null;
}

/**
 * Reads every label and keeps, for each count, the first exact reading, else the first detailed one; and the bathroom
 * access when the labels agree on it. Pass the labels in order of trust (e.g. the overview items before the sharing title's parts).
 */
export function parseRoomCounts(labels: readonly string[]): RoomCounts {
  const counts: RoomCounts = { accommodates: null, bedrooms: null, beds: null, bathrooms: null };
  const exactSeen = new Set<CountField>();
  for (const label of labels) {
    const reading = readLabel(label);
    if (!reading || exactSeen.has(reading.field)) continue;
    if (reading.exact) {
      counts[reading.field] = reading.value;
      exactSeen.add(reading.field);
    } else if (counts[reading.field] === null) {
      counts[reading.field] = reading.value;
    }
  }
  const bathroomAccess = readBathroomAccessOf(labels);
  return bathroomAccess === null ? counts : { ...counts, bathroomAccess };
}

/** "Home in Milan · ★4.9 · 1 bedroom · 1 bed · 1 bath" → its parts. */
export function splitDotted(text: string): string[] {
  return text
    .split(/\s*·\s*/u)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}
