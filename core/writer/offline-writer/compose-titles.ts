import { countCharacters } from "../../marketplaces/marketplace-rules";
import { scoreTitleKeywords, scoreTitleLength } from "../../grader/score-title";
import { MIN_TITLE_CHARACTERS, MIN_WORDS } from "../answer-parts";
import type { Home } from "./home";
import type { Picker } from "./picker";
import {
  createPart,
  listTitleAdjectives,
  listTitleFeatures,
  listTitleHighlights,
  listTitlePlaces,
  listTitleWalks,
  type TitlePart,
} from "./title-parts";
import { bedroomPart, countBits, createMeasurer, joinFeatures, lengthLimits, type MeasuredPart, subsets } from "./title-measure";

/*
 * Titles are assembled from true parts (adjectives the facts vouch for, the kind of home, features it has, where it
 * is) and scored as the grader scores them: 41-50 characters and three search keywords earn full marks. Among the
 * best, the seeded picker chooses, so that two similar homes get different titles.
 */

/** The grader's title score, times 1000, that the writer aims for at least: 41-50 characters and two keywords. */
const GOOD_TITLE_SCORE = 900;
/** How far below the best rank a title may be and still be chosen. */
const RANK_SLACK = 70;

interface Candidate {
  /** Written out only for the candidates that may be chosen. */
  readonly parts: readonly MeasuredPart[];
  readonly score: number;
  /** How much the title says: features, then where it is. */
  readonly detail: number;
  readonly features: string;
  readonly tail: string;
  /** The title's first word: the three options should not all open alike. */
  readonly opening: string;
}

/** What follows the kind of home: features, a place or a walk, and the guest count, measured together. */
interface Ending {
  readonly parts: readonly MeasuredPart[];
  /** Characters, with the space before each part. */
  readonly length: number;
  readonly bits: number;
  readonly detail: number;
  readonly features: string;
  readonly tail: string;
  /** The lower-case words of the features and the tail, so that a head does not say them twice. */
  readonly words: ReadonlySet<string>;
}

/** A host's highlight in a title is worth more than any amenity: the title leads with it. */
const HOST_DETAIL = 60;
/** "Private Apartment" for a whole home: kept only for the grader's keyword when no other title reaches 0.9. */
const PRIVATE_WHOLE_HOME_DETAIL = -200;

function lowerWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\d-]+/gu) ?? [];
}

/** Two features that share a word ("Sunny Balcony" and "Balcony") say one thing twice. */
function overlaps(parts: readonly TitlePart[]): boolean {
  const seen = new Set<string>();
  for (const word of parts.flatMap((part) => [...new Set(lowerWords(part.text))])) {
    if (seen.has(word)) return true;
    seen.add(word);
  }
  return false;
}

/**
 * The features a title may name. A commonplace amenity (Wifi, Washer) only when the home has nothing that sets it apart,
 * and then one at a time: "with Wifi & Washer" reads like a padded checklist (decision 056).
 */
function listOfferedFeatures(home: Home): TitlePart[][] {
  const highlights = listTitleHighlights(home).slice(0, 4);
  // An amenity the host's highlight already names ("River View") is the highlight's.
  const amenities = listTitleFeatures(home).filter((part) => !highlights.some((own) => own.text.toLowerCase() === part.text.toLowerCase())).slice(0, 5);
  const features = [...highlights, ...amenities];
  const distinctive = features.filter((part) => part.commonplace !== true);
  if (distinctive.length > 0) return subsets(distinctive, 2).filter((set) => !overlaps(set));
  return subsets(features, 1);
}

function listEndings(home: Home, measure: (part: TitlePart | undefined) => MeasuredPart | undefined): Ending[] {
  const guests = home.facts.accommodates;
  const capacity = measure(createPart(`for ${guests} ${guests === 1 ? "Guest" : "Guests"}`));
  const featureSets = listOfferedFeatures(home).map((set) => ({
    part: set.length > 0 ? joinFeatures(set) : undefined,
    hosts: set.filter((part) => part.fromHost).length,
    distinctive: set.filter((part) => part.commonplace !== true).length,
  }));
  const places = listTitlePlaces(home);
  const tails = [
    { part: undefined, detail: 0 },
    // A neighbourhood or a nearby place says more about this home than the city does.
    ...places.map((place) => ({ part: createPart(`in ${place}`), detail: home.neighborhood !== undefined && place.includes(home.neighborhood) ? 70 : 10 })),
    ...listTitleWalks(home).map((walk) => ({ part: createPart(walk), detail: 60 })),
  ];
  const endings: Ending[] = [];
  for (const { part: featureSet, hosts, distinctive } of featureSets) {
    const features = measure(featureSet);
    for (const tail of tails) {
      const measuredTail = measure(tail.part);
      // "in Zuid, Antwerp for 4 Guests" would want a comma a title has no room for: no guest count after such a place.
      for (const extra of tail.part?.text.includes(",") ? [undefined] : [undefined, capacity]) {
        const parts = [features, measuredTail, extra].filter((part): part is MeasuredPart => part !== undefined);
        endings.push({
          parts,
          length: parts.reduce((sum, part) => sum + part.length + 1, 0),
          bits: parts.reduce((bits, part) => bits | part.bits, 0),
          // A commonplace amenity says nothing of this home: it adds no detail, only the grader's keyword.
          detail: (distinctive === 0 ? 0 : 25 * (distinctive + 1)) + HOST_DETAIL * hosts + tail.detail + (extra ? 20 : 0),
          features: featureSet?.text ?? "",
          tail: tail.part?.text ?? "",
          words: new Set(lowerWords(`${featureSet?.text ?? ""} ${tail.part?.text ?? ""}`)),
        });
      }
    }
  }
  return endings.sort((a, b) => a.length - b.length);
}

interface Head {
  readonly parts: readonly MeasuredPart[];
  /** Words the ending must not repeat. */
  readonly words: readonly string[];
  readonly detail: number;
}

/**
 * How a title may open: with adjectives the facts vouch for ("Spacious 3-Bedroom House"), with one of the host's
 * highlights ("River View 2-Bedroom Apartment") or with the neighbourhood ("Alfama 2-Bedroom Apartment").
 */
function listHeads(home: Home, measure: (part: TitlePart | undefined) => MeasuredPart | undefined, bedroom: MeasuredPart | undefined, noun: MeasuredPart): Head[] {
  const heads: Head[] = [];
  const rooms = bedroom === undefined ? [undefined] : [undefined, bedroom];
  const withRooms = (first: readonly MeasuredPart[], words: readonly string[], detail: number) => {
    for (const room of rooms) heads.push({ parts: [...first, ...(room ? [room] : []), noun], words, detail: detail + (room === undefined ? 0 : 20) });
  };
  const wholeHome = home.entire;
  for (const adjectiveSet of subsets(listTitleAdjectives(home).slice(0, 3), 2)) {
    const odd = wholeHome && adjectiveSet.some((part) => part.text === "Private");
    withRooms(adjectiveSet.map((part) => measure(part) as MeasuredPart), [], odd ? PRIVATE_WHOLE_HOME_DETAIL : 0);
  }
  for (const highlight of listTitleHighlights(home).slice(0, 4)) withRooms([measure(highlight) as MeasuredPart], lowerWords(highlight.text), HOST_DETAIL);
  const area = home.neighborhood ?? home.city;
  if (area !== undefined && !/,/u.test(area) && area.split(/\s+/u).length <= 2) {
    withRooms([measure(createPart(area)) as MeasuredPart], lowerWords(area), home.neighborhood === undefined ? 10 : 70);
  }
  return heads;
}

/** Every title of true parts within the marketplace's limits, with the grader's score; not yet written out. */
function listCandidates(home: Home): Candidate[] {
  const { min, max } = lengthLimits(home);
  const measure = createMeasurer();
  const noun = measure(createPart(home.type.titleNoun)) as MeasuredPart;
  const bedroom = measure(bedroomPart(home));
  const endings = listEndings(home, measure);
  const candidates: Candidate[] = [];
  for (const head of listHeads(home, measure, bedroom, noun)) {
    const headLength = head.parts.reduce((sum, part) => sum + part.length + 1, -1);
    const headBits = head.parts.reduce((bits, part) => bits | part.bits, 0);
    // Endings are sorted by length: start at the first that reaches the minimum, stop past the maximum.
    let index = findFirstAtLeast(endings, min - headLength);
    for (; index < endings.length; index += 1) {
      const ending = endings[index] as Ending;
      const length = headLength + ending.length;
      if (length > max) break;
      if (head.words.some((word) => ending.words.has(word))) continue;
      const keywords = countBits(headBits | ending.bits);
      candidates.push({
        parts: [...head.parts, ...ending.parts],
        score: Math.round((0.7 * scoreTitleLength(length) + 0.3 * scoreTitleKeywords(keywords)) * 1000),
        detail: ending.detail + head.detail,
        features: ending.features,
        tail: ending.tail,
        opening: head.parts[0]?.text.split(" ")[0] ?? "",
      });
    }
  }
  return candidates;
}

function findFirstAtLeast(endings: readonly Ending[], length: number): number {
  let low = 0;
  let high = endings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((endings[middle] as Ending).length < length) low = middle + 1;
    else high = middle;
  }
  return low;
}

function writeTitle(candidate: Candidate): string {
  return candidate.parts.map((part) => part.text).join(" ").replace(/ ,/gu, ",");
}

interface RankedTitle {
  readonly text: string;
  readonly features: string;
  readonly tail: string;
  readonly opening: string;
  /** Scores as well as the grader allows (0.9 and up when any title does). */
  readonly good: boolean;
}

/**
 * Titles that score as well as the grader allows (0.9 and up when any does), ranked by how much they say about this
 * home; among those close to the best, the seed decides, so that similar homes get different titles. Those that name
 * a feature come first there: "Eleventh Ward Private Room in Albany, NY" ranks close to "Private Room with Outdoor
 * Space in Albany, NY" (a neighbourhood scores as a keyword), and the seed alone let it lead (decision 056).
 */
function rankCandidates(candidates: readonly Candidate[], picker: Picker): RankedTitle[] {
  const best = Math.max(...candidates.map((candidate) => candidate.score));
  const floor = best >= GOOD_TITLE_SCORE ? GOOD_TITLE_SCORE : best;
  const rank = (candidate: Candidate) => candidate.score + candidate.detail;
  const good = candidates.filter((candidate) => candidate.score >= floor);
  const bestRank = Math.max(...good.map(rank));
  const toTitle = (candidate: Candidate): RankedTitle => ({ text: writeTitle(candidate), features: candidate.features, tail: candidate.tail, opening: candidate.opening, good: candidate.score >= floor });
  const preferred = good
    .filter((candidate) => rank(candidate) >= bestRank - RANK_SLACK)
    .map(toTitle)
    .map((title) => ({ title, bare: title.features === "" ? 1 : 0, key: picker.fraction(`title:${title.text}`) }))
    .sort((a, b) => a.bare - b.bare || a.key - b.key)
    .map(({ title }) => title);
  const rest = candidates
    .filter((candidate) => rank(candidate) < bestRank - RANK_SLACK || candidate.score < floor)
    .sort((a, b) => rank(b) - rank(a))
    .slice(0, 40)
    .map(toTitle);
  return [...preferred, ...rest];
}

/** Fallbacks for homes with almost nothing to say, so that there are always three options within the limits. */
function listFallbacks(home: Home, withinBestLength = true): string[] {
  const { min, max } = lengthLimits(home);
  const guests = home.facts.accommodates;
  const noun = home.type.titleNoun;
  const room = { entire_home: "Entire", private_room: "", shared_room: "", hotel_room: "Private" }[home.facts.roomType];
  return [
    `${room} ${noun} for ${guests} ${guests === 1 ? "Guest" : "Guests"}`,
    `${room} ${noun} Sleeping ${guests === 1 ? "One" : `up to ${guests}`}`,
    `${room} ${noun} with Space for ${guests}`,
  ]
    .map((text) => text.trim())
    .filter((text) => (!withinBestLength || countCharacters(text) >= min) && countCharacters(text) <= max);
}

/** The quality gate's floor for a title (4 words, 20 characters): "Private Apartment" alone says too little. */
function saysEnough(text: string): boolean {
  return text.trim().split(/\s+/u).length >= MIN_WORDS.title && countCharacters(text) >= MIN_TITLE_CHARACTERS;
}

/** Three title options, best first, each different in what it says where the facts allow. */
export function composeTitles(home: Home, picker: Picker): [string, string, string] {
  const candidates = listCandidates(home);
  const ranked = (candidates.length > 0 ? rankCandidates(candidates, picker) : []).filter((candidate) => saysEnough(candidate.text));
  const titles: string[] = [];
  // First three that differ in how they open and in what they say; then in how they open; then at all.
  const passes = [
    (candidate: RankedTitle, other: RankedTitle) => other.opening !== candidate.opening && other.features !== candidate.features && other.tail !== candidate.tail,
    (candidate: RankedTitle, other: RankedTitle) => other.opening !== candidate.opening && other.features !== candidate.features,
    (candidate: RankedTitle, other: RankedTitle) => other.opening !== candidate.opening,
    (candidate: RankedTitle, other: RankedTitle) => other.text !== candidate.text,
  ];
  const chosen: RankedTitle[] = [];
  // Titles that score well first, through every pass; only then the others.
  for (const pool of [ranked.filter((candidate) => candidate.good), ranked]) {
    for (const differs of passes) {
      for (const candidate of pool) {
        if (chosen.length < 3 && chosen.every((other) => differs(candidate, other))) chosen.push(candidate);
      }
    }
  }
  titles.push(...chosen.map((candidate) => candidate.text));
  // Fallbacks of the best length first, then any that fits the marketplace: three options that differ beat a repeat.
  for (const text of [...listFallbacks(home), ...listFallbacks(home, false)]) if (titles.length < 3 && !titles.includes(text) && saysEnough(text)) titles.push(text);
  while (titles.length < 3) titles.push(titles[0] ?? home.type.titleNoun);
  return [titles[0], titles[1], titles[2]] as [string, string, string];
}
