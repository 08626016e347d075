import {
  listFactTexts,
  listKnownDistances,
  type FidelitySources,
  type KnownDistance,
  type WrittenField,
} from "./fidelity-sources";
import { METRES_PER_MILE, walkingMinutes } from "./walking";

/** A distance or travel time in the text that no point of interest backs. */
export interface UnbackedDistance {
  readonly field: string;
  /** As written, e.g. "300 m" or "5-minute walk". */
  readonly quote: string;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?`;
const UNIT_METRES: Readonly<Record<string, number>> = {
  m: 1, meter: 1, meters: 1, metre: 1, metres: 1,
  km: 1000, kilometer: 1000, kilometers: 1000, kilometre: 1000, kilometres: 1000,
  mi: METRES_PER_MILE, mile: METRES_PER_MILE, miles: METRES_PER_MILE,
  ft: 0.3048, feet: 0.3048, yard: 0.9144, yards: 0.9144, yd: 0.9144, yds: 0.9144,
};
const LENGTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(${NUMBER})[ \u00A0]?(${Object.keys(UNIT_METRES).join("|")})(?![\p{L}\p{N}²³])`,
  "giu",
);
/* "5-minute walk", "5 minutes on foot", "5–10 min by car", "5 minutes' walk"; the mode words decide what kind of time. */
const MINUTES = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(?:(under|within|less than|up to|no more than|about|around) +)?(\d+)(?: ?(?:-|–|to) ?(\d+))?[ \u00A0-]?(?:minutes?|mins?)\b['’]?(?: +(walk(?:ing)?|stroll|on foot|by foot|drive|driving|by car|ride|by bus|by train|by tram|by metro|by subway|by bike|cycle|cycling|bike ride|away|from|to(?=\s+(?:the|a|an)\b|\s+\p{Lu})))?`,
  "giu",
);
const LOWER_BOUNDS = new Set(["under", "within", "less than", "up to", "no more than"]);
const WALK_MODES = new Set(["walk", "walking", "stroll", "on foot", "by foot"]);
const PLACE_MODES = new Set(["away", "from", "to"]);

function parseNumber(text: string): number {
  return Number(text.replace(/,/gu, ""));
}

/** Half of the last written digit, in metres: "300 m" is 300 ± 50, "1.2 km" is 1200 ± 50. */
function writtenPrecision(number: string, unitMetres: number): number {
  const [whole = "", decimals] = number.replace(/,/gu, "").split(".");
  if (decimals !== undefined) return 0.5 * 10 ** -decimals.length * unitMetres;
  const trailingZeros = whole.length - whole.replace(/0+$/u, "").length;
  return 0.5 * 10 ** Math.min(trailingZeros, whole.length - 1) * unitMetres;
}

function lengthIsBacked(meters: number, precision: number, known: readonly KnownDistance[]): boolean {
  return known.some((place) => Math.abs(place.meters - meters) <= Math.max(precision, 0.15 * place.meters, 30));
}

function minutesOf(place: KnownDistance): number {
  return place.walkMinutes ?? walkingMinutes(place.meters);
}

function minutesAreBacked(low: number, high: number, atMost: boolean, known: readonly KnownDistance[]): boolean {
  return known.some((place) => {
    const minutes = minutesOf(place);
    const slack = Math.max(1, 0.2 * minutes);
    return atMost ? minutes <= high + slack : minutes >= low - slack && minutes <= high + slack;
  });
}

interface Claim {
  readonly quote: string;
  readonly backedBy: (known: readonly KnownDistance[]) => boolean;
}

/** Distances and travel times in a text; a bare "5 minutes" with no place or mode ("check-in takes 5 minutes") is none. */
export function findDistanceClaims(text: string): Claim[] {
  const claims: Claim[] = [];
  if (!/\d/u.test(text)) return claims;
  for (const match of text.matchAll(LENGTH)) {
    const unitMetres = UNIT_METRES[(match[2] as string).toLowerCase()] as number;
    const meters = parseNumber(match[1] as string) * unitMetres;
    const precision = writtenPrecision(match[1] as string, unitMetres);
    claims.push({ quote: match[0], backedBy: (known) => lengthIsBacked(meters, precision, known) });
  }
  if (!/min/iu.test(text)) return claims;
  for (const match of text.matchAll(MINUTES)) {
    const mode = match[4]?.toLowerCase();
    const before = text.slice(Math.max(0, match.index - 12), match.index).toLowerCase();
    const walking = (mode !== undefined && WALK_MODES.has(mode)) || /walk(?:ing)?\W+(?:of\s+)?$/u.test(before);
    if (mode === undefined && !walking) continue;
    const low = Number(match[2]);
    const high = match[3] !== undefined ? Number(match[3]) : low;
    const atMost = LOWER_BOUNDS.has(match[1]?.toLowerCase() ?? "");
    const byOtherMeans = !walking && !PLACE_MODES.has(mode ?? "");
    claims.push({
      quote: match[0].trim(),
      backedBy: (known) => !byOtherMeans && minutesAreBacked(low, high, atMost, known),
    });
  }
  return claims;
}

/** A claim is backed by a point at that distance, or by the host writing the same words in the facts. */
export function findUnbackedDistances(fields: readonly WrittenField[], sources: FidelitySources): UnbackedDistance[] {
  const known = listKnownDistances(sources);
  const hostWords = new Set(
    listFactTexts(sources.facts).flatMap((text) => findDistanceClaims(text).map((claim) => normalise(claim.quote))),
  );
  const found: UnbackedDistance[] = [];
  for (const { field, text } of fields) {
    for (const claim of findDistanceClaims(text)) {
      if (claim.backedBy(known) || hostWords.has(normalise(claim.quote))) continue;
      found.push({ field, quote: claim.quote });
    }
  }
  return found;
}

function normalise(quote: string): string {
  return quote.toLowerCase().replace(/[\s-]+/gu, " ");
}
