import { countCharacters } from "../../marketplaces/marketplace-rules";
import { asSentence, capitalize, joinList, withArticle } from "./english";
import { describeGuests, describeRoomCounts, describeUnit, inPlace } from "./describe-rooms";
import type { Home, HomeAmenity } from "./home";
import { pickAmenities, pickForTone, type WritingContext } from "./writing-context";

/** Below Airbnb's 500, with room to spare for a host's edit. */
export const SUMMARY_MAX_CHARACTERS = 480;

/** What guests notice first, in this order, when the home has it. */
const STANDOUT_IDS = [
  "hot-tub", "pool", "sauna", "beach-access", "lake-access", "waterfront", "ski-in-out", "fireplace", "patio-balcony",
  "backyard", "free-parking", "workspace", "washer", "air-conditioning", "self-check-in", "kitchen", "wifi",
];

export function listStandouts(home: Home): HomeAmenity[] {
  return [...home.ofKind("views").slice(0, 1), ...pickAmenities(home, STANDOUT_IDS)].slice(0, 3);
}

function describeOpening(context: WritingContext): string {
  const { home } = context;
  const unit = describeUnit(home);
  const where = inPlace(home);
  const guests = describeGuests(home);
  const standouts = listStandouts(home);
  const feature = standouts.length > 0 ? context.picker.pick("summary:feature", standouts).phrase : undefined;
  const withFeature = feature === undefined ? "" : ` with ${feature}`;
  return pickForTone(context, "summary:opening", {
    warm: [
      `Welcome to ${withArticle(unit)}${where}, with room for up to ${guests}.`,
      `Stay in ${withArticle(unit)}${where} that sleeps up to ${home.facts.accommodates}.`,
      `${capitalize(withArticle(unit))}${withFeature}${where}, ready for up to ${guests}.`,
      `Up to ${guests} can stay in this ${unit}${where}.`,
      `Make yourselves at home in ${withArticle(unit)}${withFeature}${where}, for up to ${guests}.`,
      `This ${unit}${where} welcomes up to ${guests}.`,
    ],
    professional: [
      `${capitalize(withArticle(unit))}${where} for up to ${guests}.`,
      `This ${unit}${where} accommodates up to ${guests}.`,
      `${capitalize(withArticle(unit))}${withFeature}${where}, for up to ${guests}.`,
    ],
    luxurious: [
      `${capitalize(withArticle(unit))}${where}, set up for up to ${guests}.`,
      `Discover ${withArticle(unit)}${withFeature}${where}, with space for up to ${guests}.`,
    ],
    playful: [
      `Pack your bags: ${withArticle(unit)}${where} is waiting for up to ${guests}.`,
      `Up to ${guests}, one ${unit} and${where === "" ? " plenty" : where.replace(/^ in/u, "")} to explore.`,
    ],
    concise: [`${capitalize(withArticle(unit))}${where} for up to ${guests}.`],
  });
}

function describeCounts(context: WritingContext): string | undefined {
  const counts = describeRoomCounts(context.home);
  if (counts === undefined) return undefined;
  return pickForTone(context, "summary:counts", {
    warm: [`It has ${counts}.`, `Inside: ${counts}.`, `You get ${counts}.`],
    concise: [`${capitalize(counts)}.`],
  });
}

function describeStandouts(context: WritingContext): string | undefined {
  const standouts = listStandouts(context.home).map((amenity) => amenity.phrase);
  if (standouts.length === 0) return undefined;
  return pickForTone(context, "summary:standouts", {
    warm: [`Guests get ${joinList(standouts)}.`, `Among the amenities: ${joinList(standouts)}.`, `Highlights include ${joinList(standouts)}.`],
    playful: [`The good stuff: ${joinList(standouts)}.`],
    concise: [`Includes ${joinList(standouts)}.`],
  });
}

function describePrivacy(context: WritingContext): string | undefined {
  const { home } = context;
  if (home.facts.roomType !== "entire_home") return undefined;
  return pickForTone(context, "summary:privacy", {
    warm: [`The whole ${home.type.noun} is yours, private to your group.`, `You have the entire ${home.type.noun} to yourselves.`],
    concise: [`Entire ${home.type.noun}, private to your group.`],
  });
}

function describeHighlight(home: Home): string | undefined {
  const highlight = home.highlights[0];
  return highlight === undefined ? undefined : asSentence(highlight);
}

/** Who the home suits: the host's words, else what the facts show (a workspace, baby gear, the group size). */
export function listSuitedTo(home: Home): string[] {
  if (home.idealFor.length > 0) return home.idealFor.slice(0, 4);
  const suited: string[] = [];
  if (home.has("workspace") && home.has("wifi")) suited.push("remote workers");
  if (["crib", "high-chair", "travel-crib", "childrens-books-toys"].some((id) => home.has(id))) suited.push("families with children");
  if (home.facts.accommodates >= 5) suited.push("groups");
  if (home.facts.accommodates <= 2) suited.push(home.facts.accommodates === 1 ? "solo travellers" : "couples and solo travellers");
  if (home.has("long-term-stays")) suited.push("longer stays");
  return suited;
}

function describeSuitedTo(context: WritingContext): string | undefined {
  const suited = listSuitedTo(context.home);
  if (suited.length === 0) return undefined;
  return pickForTone(context, "summary:suited", {
    warm: [`It suits ${joinList(suited)}.`, `A good fit for ${joinList(suited)}.`],
    professional: [`Well suited to ${joinList(suited)}.`],
  });
}

/** The "About this space" summary: the essentials in a few sentences, cut to fit SUMMARY_MAX_CHARACTERS. */
export function composeSummary(context: WritingContext): string {
  const sentences = [
    describeOpening(context),
    describeCounts(context),
    describePrivacy(context),
    describeStandouts(context),
    describeSuitedTo(context),
    describeHighlight(context.home),
  ].filter((sentence): sentence is string => sentence !== undefined);
  while (sentences.length > 1 && countCharacters(sentences.join(" ")) > SUMMARY_MAX_CHARACTERS) sentences.pop();
  const summary = sentences.join(" ");
  return countCharacters(summary) <= SUMMARY_MAX_CHARACTERS ? summary : `${Array.from(summary).slice(0, SUMMARY_MAX_CHARACTERS - 1).join("").replace(/\s+\S*$/u, "")}…`;
}
