import { capitalize, joinList, withArticle } from "./english";
import type { HomeAmenity } from "./home";
import { isAre, listPhrases, paragraph, pickAmenities, pickForTone, without, type WritingContext } from "./writing-context";

/*
 * The home's amenities grouped into natural lines, one or two sentences per room or use, never a sentence per
 * amenity. Each sentence names what the host listed and nothing else; the wording is picked per home.
 */

/** "the sauna" from "a sauna", for a sentence that has already introduced it. */
function definite(amenity: HomeAmenity): string {
  return amenity.phrase.replace(/^an? /u, "the ");
}

export function describeKitchen(context: WritingContext): string | undefined {
  const { home } = context;
  const main = home.get("kitchen") ?? home.get("kitchenette");
  const items = without(home.ofKind("kitchen"), "kitchen", "kitchenette", "coffee");
  if (main === undefined && items.length === 0) return undefined;
  const room = main?.entry?.id === "kitchenette" ? "kitchenette" : "kitchen";
  if (main === undefined) return `For food and drink you have ${listPhrases(items)}.`;
  // A booked room's guests use the home's kitchen, most often with others: "The private room has its own kitchen."
  // claimed one of their own, and "The kitchen is yours to cook in" that nobody else uses it.
  const { entire } = home;
  if (items.length === 0) {
    return pickForTone(context, "kitchen:bare", {
      warm: [`There is ${main.phrase} for making your own meals.`, `You can cook for yourselves in the ${room}.`, entire ? `The ${home.type.unit} has its own ${room}.` : `The ${home.type.noun} has ${withArticle(room)} you can use.`],
      concise: [`${capitalize(main.phrase)} for your own meals.`],
    });
  }
  const list = listPhrases(items);
  // The kitchen itself is the point, its items what it has: one line, with the kitchen named first.
  const own = entire ? ` has its own ${room}` : ` has ${withArticle(room)}`;
  return paragraph(pickForTone(context, "kitchen:list", {
    warm: [
      `The ${home.type.noun}${own}, with ${list}.`,
      `You can cook your own meals in the ${room}, which has ${list}.`,
      entire ? `The ${room} is yours to cook in, with ${list}.` : `You can cook in the ${room}, stocked with ${list}.`,
      `For meals in, there is ${main.phrase} with ${list}.`,
      `The ${room} comes with ${list}, so you can cook for yourselves.`,
      `You have ${main.phrase} to cook in, stocked with ${list}.`,
    ],
    professional: [`The ${room} is equipped with ${list}.`, `The ${home.type.noun}${own}, equipped with ${list}.`],
    luxurious: [`The ${room} is fitted with ${list}.`],
    playful: [`Raid the ${room}: it has ${list}.`, `The ${room} comes ready with ${list}.`],
    concise: [`${capitalize(room)} with ${list}.`],
  }), describeCooking(context));
}

/** With the means to cook (a stove or an oven, and the basics), what that means for this group. */
function describeCooking(context: WritingContext): string | undefined {
  const { home } = context;
  const heat = pickAmenities(home, ["stove", "oven"]);
  if (heat.length === 0 || !home.has("cooking-basics") || home.tone === "concise") return undefined;
  const guests = home.facts.accommodates;
  const who = guests === 1 ? "yourself" : guests === 2 ? "two" : `all ${guests} of you`;
  const tools = joinList([...heat.map(definite), "the cooking basics"]);
  return pickForTone(context, "kitchen:cook", {
    warm: [
      `With ${tools}, you can make a proper dinner for ${who}.`,
      `Cooking for ${who} is easy with ${tools}.`,
      `Eating in saves money on a longer stay: ${tools} are ready for dinner for ${who}.`,
    ],
    professional: [`${capitalize(tools)} allow full meals for ${who}.`],
  });
}

const COOLING = new Set(["air-conditioning", "ceiling-fan", "portable-fans"]);

/** Heating or cooling in words that fit it: "Whatever the season" only when the home can both warm and cool. */
function describeClimate(context: WritingContext, climate: readonly HomeAmenity[]): string {
  const list = listPhrases(climate);
  const cools = climate.some((amenity) => amenity.entry !== undefined && COOLING.has(amenity.entry.id));
  const warms = climate.some((amenity) => amenity.entry === undefined || !COOLING.has(amenity.entry.id));
  // A fire's use line follows (describe-amenity-uses.ts) and says the cold nights itself: the line names the heat only.
  const fire = climate.some((amenity) => amenity.entry?.id === "fireplace");
  const season = cools && warms ? "any" : cools ? "warm" : fire ? "fire" : "cold";
  const unit = context.home.type.unit;
  return pickForTone(context, `comfort:climate-${season}`, {
    warm: {
      any: [`Whatever the season, there ${isAre(climate)} ${list}.`, `${capitalize(list)} ${climate.length === 1 ? "keeps" : "keep"} the temperature right.`],
      warm: [`For hot days there ${isAre(climate)} ${list}.`, `When it is hot outside, there ${isAre(climate)} ${list}.`],
      cold: [`For chilly days there ${isAre(climate)} ${list}.`, `In the colder months there ${isAre(climate)} ${list}.`],
      fire: [`The ${unit} has ${list}.`, `To keep warm there ${isAre(climate)} ${list}.`],
    }[season],
    concise: [`Comfort: ${list}.`],
  });
}

/** What makes the bed: a list of only these may be introduced by sleep. */
const BED_COMFORTS = new Set(["king-bed", "bed-linens", "extra-pillows", "room-darkening-shades", "mosquito-net"]);
/** Where clothes go: with the bed's, a list that may be introduced by sleeping and unpacking. */
const WARDROBE = new Set(["clothing-storage", "hangers"]);

/** Climate and sleeping (an iron with them when there is no laundry): the comforts of a stay, in two sentences at most. */
export function describeComfort(context: WritingContext): string | undefined {
  const { home } = context;
  const climate = home.ofKind("heating-cooling");
  const sleep = pickAmenities(home, ["king-bed", "bed-linens", "extra-pillows", "room-darkening-shades", "clothing-storage", "hangers", "mosquito-net", "safe"]);
  const washing = pickAmenities(home, ["washer", "dryer", "drying-rack"]);
  // An iron alone is no laundry: it joins the comforts then.
  const extra = washing.length === 0 ? pickAmenities(home, ["iron"]) : [];
  // Climate and bedding read as one list of comforts, which also keeps a lone "heating" from being a stock sentence.
  const comforts = sleep.length > 0 ? [...climate, ...sleep, ...extra] : climate;
  const list = listPhrases(comforts);
  // Sleep is named only for a list of what the bed has: "For a good night's sleep you have heating, bed linens and
  // hangers" promised sleep from the heating and the hangers. Sleeping and unpacking only for the bed and the wardrobe.
  const bedOnly = comforts.every((amenity) => amenity.entry !== undefined && BED_COMFORTS.has(amenity.entry.id));
  const bedAndWardrobe = !bedOnly && comforts.every((amenity) => amenity.entry !== undefined && (BED_COMFORTS.has(amenity.entry.id) || WARDROBE.has(amenity.entry.id)));
  const comfortSentence = comforts.length > 0 && sleep.length === 0 ? describeClimate(context, climate) : comforts.length > 0 && pickForTone(context, "comfort:sleep", {
    // The same five slots either way (the picker's choice for a home stays where it was), each other opening as long.
    warm: [
      bedOnly ? `For a good night's sleep you have ${list}.` : `For a comfortable stay you will have ${list}.`,
      `To keep you comfortable there ${isAre(comforts)} ${list}.`,
      `To settle in comfortably, there ${isAre(comforts)} ${list}.`,
      bedOnly || bedAndWardrobe ? `To sleep well and unpack properly: ${list}.` : `To make yourself at home, there ${isAre(comforts)} ${list}.`,
      `A comfortable stay comes with ${list}.`,
    ],
    professional: [`Comfort: ${list}.`],
    concise: [`Comfort: ${list}.`],
  });
  // An iron with nothing to sleep or wash with is a line of its own, not part of the climate; it comes first, so a
  // use line for a fireplace (compose-space.ts) still follows the climate sentence it belongs to.
  const ironSentence = sleep.length === 0 && extra.length > 0 && pickForTone(context, "comfort:iron", {
    warm: [`There is ${listPhrases(extra)} for your clothes.`],
    concise: [`Also: ${listPhrases(extra)}.`],
  });
  return paragraph(ironSentence, comfortSentence) || undefined;
}

/** The washer, dryer or drying rack, with the iron when there is one: a sentence of its own after the comforts. */
export function describeLaundry(context: WritingContext): string | undefined {
  const { home } = context;
  if (pickAmenities(home, ["washer", "dryer", "drying-rack"]).length === 0) return undefined;
  const laundryList = listPhrases(pickAmenities(home, ["washer", "dryer", "drying-rack", "iron"]));
  return pickForTone(context, "comfort:laundry", {
    warm: [`For laundry there is ${laundryList}, so you can pack light.`, `You can do laundry with ${laundryList}.`, `Laundry is easy: ${laundryList}.`, `For a longer stay, there is ${laundryList}.`],
    professional: [`Laundry: ${laundryList}.`],
    concise: [`Laundry: ${laundryList}.`],
  });
}

/**
 * The bathroom's supplies, then the essentials and cleaning products that come with the stay, a sentence each: joined
 * by ", and" they read as one run-on ("… shampoo and hot water, and the essentials (towels, …) and cleaning products
 * are provided"). "Also" takes the place of "and", so no home's word count moves.
 */
export function describeBathroom(context: WritingContext): string | undefined {
  const { home } = context;
  const items = [...home.ofKind("bathroom"), ...pickAmenities(home, ["hot-water"])];
  const provided = pickAmenities(home, ["essentials", "cleaning-products"]);
  const living = home.get("private-living-room");
  const list = listPhrases(items);
  const providedList = joinList(provided.map((amenity) => amenity.phrase));
  const bathroom = items.length > 0
    ? pickForTone(context, "bathroom:list", {
        warm: [`The bathroom has ${list}`, `In the bathroom you will find ${list}`, `The bathroom comes with ${list}`, `Bathroom supplies include ${list}`],
        professional: [`Bathroom: ${list}`],
        concise: [`Bathroom: ${list}`],
      })
    : undefined;
  const providedSentence = provided.length > 0 && `${capitalize(providedList)} are ${bathroom === undefined ? "" : "also "}provided.`;
  return paragraph(bathroom !== undefined && `${bathroom}.`, providedSentence, living !== undefined && `You also have ${living.phrase}.`) || undefined;
}

/** Babysitter recommendations are the host's to give, not a thing the home has: the warm lines say them apart. */
const BABYSITTER = "babysitter-recommendations";

export function describeFamily(context: WritingContext): string | undefined {
  const items = context.home.ofKind("family");
  if (items.length === 0) return undefined;
  const list = listPhrases(items);
  const things = items.filter((amenity) => amenity.entry?.id !== BABYSITTER);
  const thingList = listPhrases(things);
  // A booked room's guests have the home's crib and high chair: "For little ones the private room has" read otherwise.
  const place = context.home.type.noun;
  const babysitter = things.length < items.length ? ", and the host can recommend a babysitter" : "";
  const warm =
    things.length === 0
      ? [`Travelling with children? The host can recommend a babysitter.`, `For families, the host can recommend a babysitter.`, `If you need a night out, the host can recommend a babysitter.`]
      : [`Travelling with children? The ${place} has ${thingList}${babysitter}.`, `For families there ${isAre(things)} ${thingList}${babysitter}.`, `For little ones the ${place} has ${thingList}${babysitter}.`];
  return pickForTone(context, "family:list", {
    warm,
    professional: [`For families: ${list}.`],
    playful: [`Bringing the kids? Good news: ${list}.`],
    concise: [`For families: ${list}.`],
  });
}

/** Outdoor space, views and shared facilities: often the home's best facts, so "The space" puts them early. */
export function describeOutdoorsAndViews(context: WritingContext): string | undefined {
  const { home } = context;
  // Bikes are said under "Getting around" (compose-getting-around.ts), which every listing has: "Outdoors, the condo
  // has bikes." here said them twice, and as if they were outdoor space.
  const outdoor = home.ofKind("outdoor").filter((amenity) => amenity.entry?.id !== "bikes");
  const wellness = pickAmenities(home, ["pool", "hot-tub", "sauna", "gym"]);
  const views = home.ofKind("views");
  const viewList = listPhrases(views);
  const outdoorList = listPhrases(outdoor);
  const wellnessList = joinList(wellness.map((amenity) => amenity.phrase));
  const first = wellness[0];
  // A gym is for a workout, not for the end of a long day: "After a long day, the gym is waiting." read oddly.
  const onlyGym = wellness.every((amenity) => amenity.entry?.id === "gym");
  const afterTheDay = onlyGym
    ? `${capitalize(wellnessList)} is there whenever you want a workout.`
    : `After a long day, ${wellness.length === 1 ? definite(first!) : joinList(wellness.map(definite))} ${wellness.length === 1 ? "is" : "are"} waiting.`;
  return paragraph(
    views.length === 1 && pickForTone(context, "outdoor:views", {
      // With its article ("you look out on garden view" read wrong), and as a view: "you look out on the garden" would
      // claim a garden the host did not list, which the fidelity guard refuses.
      warm: [`From the ${home.type.unit} you have ${viewList}.`, `Guests enjoy ${viewList}.`, `One of the best things here is ${viewList}.`],
      professional: [`Views: ${viewList}.`],
      concise: [`Views: ${viewList}.`],
    }),
    views.length > 1 && pickForTone(context, "outdoor:views-several", {
      warm: [`Guests enjoy ${viewList}.`, `The ${home.type.unit} has ${viewList}.`],
      professional: [`Views: ${viewList}.`],
      concise: [`Views: ${viewList}.`],
    }),
    wellness.length > 0 && first !== undefined && pickForTone(context, "outdoor:wellness", {
      warm: [`You have ${wellnessList} to use during your stay.`, `${capitalize(wellnessList)} ${wellness.length === 1 ? "is" : "are"} there for you to use.`, afterTheDay],
      professional: [`Facilities: ${wellnessList}.`],
      luxurious: [`At your disposal: ${wellnessList}.`],
      concise: [`Facilities: ${wellnessList}.`],
    }),
    outdoor.length > 0 && pickForTone(context, "outdoor:list", {
      warm: [`Outside you have ${outdoorList}.`, `For time outdoors: ${outdoorList}.`, `When the weather is good, make use of ${joinList(outdoor.map(definite))}.`, `Outdoors, the ${home.type.noun} has ${outdoorList}.`],
      professional: [`Outdoor amenities: ${outdoorList}.`],
      playful: [`Fresh air included: ${outdoorList}.`],
      concise: [`Outdoors: ${outdoorList}.`],
    }),
  ) || undefined;
}

/** Amenities in the host's own plain words that the catalogue does not know. */
export function describeOtherAmenities(context: WritingContext): string | undefined {
  const { unmatched } = context.home;
  if (unmatched.length === 0) return undefined;
  const list = listPhrases(unmatched, 6);
  return pickForTone(context, "other:list", {
    warm: [`The host also lists ${list}.`, `Also on the amenity list: ${list}.`, `There is more: ${list}.`],
    concise: [`Also: ${list}.`],
  });
}
