import { countCharacters } from "../../marketplaces/marketplace-rules";
import { capitalize, joinList, lowerFirst, withArticle } from "./english";
import { describeGuests, describeUpToGuests, describeRoomCounts, describeUnit, inPlace, inPlaceThen } from "./describe-rooms";
import type { Home, HomeAmenity } from "./home";
import { describeDoing, planFavourite, planHighlights } from "./weave-highlights";
import { pickAmenities, pickForTone, type WritingContext } from "./writing-context";

/** Below Airbnb's 500, with room to spare for a host's edit. */
export const SUMMARY_MAX_CHARACTERS = 480;

/** What guests notice first, in this order, when the home has it. */
const STANDOUT_IDS = [
  "hot-tub", "pool", "sauna", "beach-access", "lake-access", "waterfront", "ski-in-out", "fireplace", "patio-balcony",
  "backyard", "free-parking", "workspace", "washer", "air-conditioning", "self-check-in", "dishwasher", "kitchen", "wifi",
];
/** Standouts strong enough to open a listing with. */
const LEADING_IDS = new Set(["hot-tub", "pool", "sauna", "beach-access", "lake-access", "waterfront", "ski-in-out", "fireplace", "patio-balcony", "backyard"]);

export function listStandouts(home: Home): HomeAmenity[] {
  return [...home.ofKind("views").slice(0, 1), ...pickAmenities(home, STANDOUT_IDS)].slice(0, 4);
}

/** Who the home suits, from the host's words or what the facts show; each with its reason where there is one. */
export function listSuitedTo(home: Home): string[] {
  if (home.idealFor.length > 0) return home.idealFor.slice(0, 3);
  const { facts } = home;
  const suited: string[] = [];
  if (home.has("workspace") && home.has("wifi")) suited.push("remote workers");
  if (["crib", "high-chair", "travel-crib", "childrens-books-toys"].some((id) => home.has(id))) suited.push("families with young children");
  if (facts.accommodates >= 5 && facts.bedrooms >= 2) suited.push(`groups of up to ${facts.accommodates}`);
  if (facts.accommodates === 2 && home.entire) suited.push("couples");
  if (facts.accommodates === 1) suited.push("solo travellers");
  if (home.has("long-term-stays") && (home.has("kitchen") || home.has("washer"))) suited.push("longer stays");
  return suited.slice(0, 3);
}

/** The host's highlights woven into the first sentence, with what the home is: undefined when none can be woven. */
function describeHighlightOpening(context: WritingContext): string | undefined {
  const { home } = context;
  const plan = planHighlights(home.highlights);
  const unit = describeUnit(home);
  const where = inPlace(home);
  const whereThen = inPlaceThen(home);
  const upTo = describeUpToGuests(home);
  if (plan.opening.length === 0) {
    if (plan.nearby === undefined) return undefined;
    return pickForTone(context, "summary:nearby", {
      warm: [`This ${unit}${whereThen} is ${plan.nearby.phrase} and sleeps ${upTo}.`, `${capitalize(upTo)} can stay ${plan.nearby.phrase} in this ${unit}${where}.`],
      professional: [`This ${unit}${whereThen} is ${plan.nearby.phrase} and accommodates ${upTo}.`],
    });
  }
  const doing = plan.opening.map((highlight, index) => describeDoing(highlight, index > 0)).join(" and ");
  const opening = pickForTone(context, "summary:highlights", {
    warm: [
      `${capitalize(doing)} in this ${unit}${whereThen} for ${upTo}.`,
      `In this ${unit}${where}, ${upTo} can ${doing}.`,
      `${capitalize(withArticle(unit))}${whereThen} for ${upTo}, where you can ${doing}.`,
    ],
    professional: [`${capitalize(withArticle(unit))}${whereThen} for ${upTo}, where guests can ${doing}.`],
    concise: [`${capitalize(withArticle(unit))}${whereThen} for ${upTo}, where you can ${doing}.`],
  });
  const nearby = plan.nearby === undefined ? undefined : `The ${home.type.noun} is ${plan.nearby.phrase}.`;
  return nearby === undefined ? opening : `${opening} ${nearby}`;
}

/** A highlight that cannot be woven into a sentence, after the opening: the host's favourite, or what guests praise. */
function describeFavourite(context: WritingContext): string | undefined {
  const plan = planHighlights(context.home.highlights);
  const favourite = planFavourite(plan);
  if (favourite === undefined) return undefined;
  if (plan.praise.includes(favourite)) return `${favourite}.`;
  return pickForTone(context, "summary:favourite", {
    warm: [`The host's favourite thing about it: ${lowerFirst(favourite)}.`, `What the host loves most: ${lowerFirst(favourite)}.`],
    professional: [`The host notes: ${lowerFirst(favourite)}.`],
  });
}

/** The first sentence: the host's own best points woven in when there are any, else the home's strongest fact. */
export function describeOpening(context: WritingContext): string {
  const { home } = context;
  const unit = describeUnit(home);
  const where = inPlace(home);
  const whereThen = inPlaceThen(home);
  const upTo = describeUpToGuests(home);
  const woven = describeHighlightOpening(context);
  if (woven !== undefined) return woven;
  const leading = listStandouts(home).filter((amenity) => LEADING_IDS.has(amenity.entry?.id ?? "") || amenity.entry?.kind === "views");
  const suited = listSuitedTo(home);
  const angle = leading.length > 0 ? "feature" : suited.length > 0 ? context.picker.pick("summary:angle", ["guests", "place"]) : "place";
  if (angle === "feature") {
    const features = leading.slice(0, 2).map((amenity) => amenity.phrase);
    const feature = joinList(features);
    // "has a city skyline view, a shared backyard and room for 4 guests": one list, not "… view and a … backyard and room".
    return pickForTone(context, "summary:feature", {
      warm: [
        `${capitalize(feature)} ${leading.length > 1 ? "come" : "comes"} with this ${unit}${where}, for ${upTo}.`,
        `Stay in ${withArticle(unit)}${whereThen} with ${feature}, for ${upTo}.`,
        `This ${unit}${whereThen} has ${joinList([...features, `room for ${describeGuests(home)}`])}.`,
        `${capitalize(upTo)} can enjoy ${feature} at this ${unit}${where}.`,
      ],
      professional: [`${capitalize(withArticle(unit))}${whereThen} with ${feature}, for ${upTo}.`],
      luxurious: [`Discover ${withArticle(unit)}${whereThen} with ${feature}, for ${upTo}.`],
      concise: [`${capitalize(withArticle(unit))}${whereThen} with ${feature}, for ${upTo}.`],
    });
  }
  if (angle === "guests") {
    const who = joinList(suited);
    return pickForTone(context, "summary:guests", {
      warm: [
        `Made for ${who}: ${withArticle(unit)}${whereThen} for ${upTo}.`,
        `${capitalize(who)} will find ${withArticle(unit)}${whereThen} that sleeps ${describeGuests(home)}.`,
        `A good fit for ${who}, this ${unit}${whereThen} sleeps ${upTo}.`,
      ],
      professional: [`${capitalize(withArticle(unit))}${whereThen} for ${upTo}, suited to ${who}.`],
      concise: [`${capitalize(withArticle(unit))}${whereThen} for ${upTo}.`],
    });
  }
  return pickForTone(context, "summary:place", {
    warm: [
      `Welcome to ${withArticle(unit)}${where}, with room for ${upTo}.`,
      `Stay in ${withArticle(unit)}${whereThen} that sleeps ${upTo}.`,
      `This ${unit}${whereThen} welcomes ${upTo}.`,
      `${capitalize(upTo)} can stay in this ${unit}${where}.`,
      `Make yourselves at home in ${withArticle(unit)}${where}, for ${upTo}.`,
    ],
    professional: [`${capitalize(withArticle(unit))}${whereThen} for ${upTo}.`, `This ${unit}${whereThen} accommodates ${upTo}.`],
    luxurious: [`${capitalize(withArticle(unit))}${where}, set up for ${upTo}.`],
    playful: [`Pack your bags: ${withArticle(unit)}${whereThen} is waiting for ${upTo}.`],
    concise: [`${capitalize(withArticle(unit))}${whereThen} for ${upTo}.`],
  });
}

/** The rooms the opening did not count ("a 2-bedroom apartment" already gave the bedrooms), and whose they are. */
function describeCountsAndPrivacy(context: WritingContext): string | undefined {
  const { home } = context;
  const counts = describeRoomCounts(home, { bedroomsSaid: describeUnit(home) !== home.type.phrase });
  const { entire } = home;
  if (counts === undefined) return entire ? `The whole ${home.type.noun} is yours.` : undefined;
  return pickForTone(context, entire ? "summary:counts-entire" : "summary:counts", {
    warm: entire
      ? [`The whole ${home.type.noun} is yours, with ${counts}.`, `You have ${counts} to yourselves.`, `It has ${counts}, all for your group.`]
      : [`It has ${counts}.`, `You get ${counts}.`],
    concise: [`${capitalize(counts)}.`],
  });
}

/** The standouts the opening did not name: at most three, said in the summary's standouts sentence. */
function listStandoutsToSay(home: Home, opening: string): HomeAmenity[] {
  return listStandouts(home).filter((amenity) => !opening.toLowerCase().includes(amenity.phrase.toLowerCase())).slice(0, 3);
}

function describeStandouts(context: WritingContext, standouts: readonly HomeAmenity[]): string | undefined {
  if (standouts.length === 0) return undefined;
  const list = joinList(standouts.map((amenity) => amenity.phrase));
  return pickForTone(context, "summary:standouts", {
    warm: [`Guests get ${list}.`, `Highlights include ${list}.`, `You also have ${list}.`, `On top of that: ${list}.`, `There is ${list} too.`],
    playful: [`The good stuff: ${list}.`],
    concise: [`Includes ${list}.`],
  });
}

/**
 * Self check-in, the way in, when the host lists it. When the standouts just named self check-in, only the line that
 * does not name it again: "You also have a dedicated workspace, self check-in and wifi. Arrive on your own schedule:
 * self check-in with a keypad." said it twice.
 */
function describeArrival(context: WritingContext, standouts: readonly HomeAmenity[]): string | undefined {
  const { home } = context;
  if (!home.has("self-check-in")) return undefined;
  const way = pickAmenities(home, ["keypad", "lockbox", "smart-lock"])[0];
  const via = way === undefined ? "" : ` with ${way.phrase}`;
  const letYourselvesIn = `You let yourselves in${via}, whatever time you arrive.`;
  if (standouts.some((amenity) => amenity.entry?.id === "self-check-in")) return letYourselvesIn;
  return pickForTone(context, "summary:arrival", {
    warm: [`Self check-in${via} lets you arrive when it suits you.`, letYourselvesIn, `Arrive on your own schedule: self check-in${via}.`],
    concise: [`Self check-in${via}.`],
  });
}

function describeSuitedTo(context: WritingContext, opening: string): string | undefined {
  const suited = listSuitedTo(context.home).filter((who) => !opening.toLowerCase().includes(who.toLowerCase()));
  if (suited.length === 0) return undefined;
  const who = joinList(suited);
  return pickForTone(context, "summary:suited", {
    warm: [`It suits ${who}.`, `It is a good fit for ${who}.`, `It is ideal for ${who}.`],
    professional: [`Well suited to ${who}.`],
    concise: [`Suits ${who}.`],
  });
}

/** The "About this space" summary: the host's best point or the strongest fact first, cut to fit SUMMARY_MAX_CHARACTERS. */
export function composeSummary(context: WritingContext): string {
  const opening = describeOpening(context);
  const standouts = listStandoutsToSay(context.home, opening);
  const sentences = [
    opening,
    describeFavourite(context),
    describeCountsAndPrivacy(context),
    describeStandouts(context, standouts),
    describeArrival(context, standouts),
    describeSuitedTo(context, opening),
  ].filter((sentence): sentence is string => sentence !== undefined);
  while (sentences.length > 1 && countCharacters(sentences.join(" ")) > SUMMARY_MAX_CHARACTERS) sentences.pop();
  const summary = sentences.join(" ");
  return countCharacters(summary) <= SUMMARY_MAX_CHARACTERS ? summary : `${Array.from(summary).slice(0, SUMMARY_MAX_CHARACTERS - 1).join("").replace(/\s+\S*$/u, "")}…`;
}
