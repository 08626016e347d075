import { STOPWORDS } from "../../text-quality/stopwords";
import { tokenize } from "../../text-quality/words";
import { hostWord } from "./host-words";
import type { WritingContext } from "./writing-context";

/*
 * What a guest can do with the features that shape a stay, a few ways each, picked per home: at most one or two per
 * paragraph, and only for features that set a home apart (no "heating keeps you warm" in every listing).
 */
// prettier-ignore
const USES: Readonly<Record<string, readonly string[]>> = {
  dishwasher: ["The dishwasher takes care of the washing-up.", "After dinner, the dishwasher does the washing-up.", "No washing-up by hand: there is a dishwasher.", "Load the dishwasher and leave the plates to it.", "The dishwasher saves time after a meal in.", "Washing-up goes in the dishwasher, not the sink."],
  bathtub: ["The bathtub is there for a long soak.", "After a day of sightseeing, run a bath in the bathtub.", "A soak in the bathtub ends the day well.", "Children can have a bath in the bathtub at the end of the day.", "There is a bathtub, not only a shower, for a proper soak.", "Tired legs recover in the bathtub."],
  fireplace: ["The fireplace makes winter evenings cosy.", "On cold nights, light the fireplace.", "Evenings by the fireplace are a highlight in winter."],
  "hot-tub": ["End the day in the hot tub.", "The hot tub is there for a soak at the end of the day.", "A soak in the hot tub after a day out is hard to beat."],
  pool: ["On warm days, cool off in the pool.", "The pool is there for a swim on warm days.", "Swim a few lengths in the pool before breakfast."],
  sauna: ["The sauna warms you up after a day outdoors.", "Unwind in the sauna in the evening."],
  "bbq-grill": ["Fire up the barbecue grill on a warm evening.", "The barbecue grill makes dinner outdoors easy.", "Grill dinner outside on the barbecue grill."],
  "patio-balcony": ["Step outside for morning coffee or an evening drink.", "The outdoor space is made for a drink at sunset.", "Breakfast outside is an option on a fine day.", "On a fine evening, take your drinks outside.", "Fresh air is a step away, for a coffee or a glass of wine.", "On a sunny afternoon, take a book outside and read in the open air."],
  backyard: ["The backyard gives you room to sit outside or let children play.", "Children can play outside in the backyard.", "Spend a slow afternoon in the backyard.", "Sit out in the backyard with a book.", "The backyard gives you room to sit outside."],
  "outdoor-dining": ["Eat outside at the outdoor dining area when the weather allows.", "On summer evenings, dinner moves to the outdoor dining area."],
  crib: ["The crib gives a baby a safe place to sleep.", "With a crib provided, there is one less thing to bring for the baby."],
  "high-chair": ["The high chair makes mealtimes with little ones easier.", "Toddlers can sit at the table in the high chair."],
  "board-games": ["Board games make for an evening in together.", "The board games come out on a rainy evening."],
  "game-console": ["The game console is there for a gaming session.", "Gamers can plug in at the game console."],
  piano: ["Anyone who plays can sit down at the piano.", "The piano is there for anyone who plays."],
  "record-player": ["Put a record on the record player.", "The record player sets the mood for an evening in."],
  "exercise-equipment": ["Keep up your routine with the exercise equipment.", "The exercise equipment means no missed workouts."],
  "king-bed": ["The king-size bed has room to stretch out.", "Stretch out in the king-size bed."],
  "ev-charger": ["Charge your electric car at the EV charger."],
  bikes: ["The bikes let you explore on two wheels."],
};

/** Features whose sentences say the same thing (a drink or a meal outside): only the first of them gets one. */
const SAME_USE: Readonly<Record<string, string>> = { "outdoor-dining": "patio-balcony" };

/** A use line in the host's word: "Spend a slow afternoon in the garden." */
function inHostsWord(context: WritingContext, id: string, sentence: string): string {
  const text = context.home.get(id)?.text;
  const word = text === undefined ? undefined : hostWord(id, text);
  return word === undefined ? sentence : sentence.replaceAll(id, word);
}

/**
 * Words that make the same point in these lines: "the colder months" and "winter evenings", "after a long day" and "in
 * the evening". Not the night: "a good night's sleep" and "on cold nights" are two points.
 */
// prettier-ignore
const SAME_SENSE: Readonly<Record<string, string>> = {
  colder: "cold", chilly: "cold", winter: "cold", winters: "cold",
  days: "day", evening: "day", evenings: "day",
  are: "is",
};

const sense = (word: string) => SAME_SENSE[word] ?? word;

/** Three words in a row, none of them an amenity's name ("is there for", not "the hot tub"); "are" reads as "is". */
function wordRuns(words: readonly string[], names: ReadonlySet<string>): Set<string> {
  const runs = new Set<string>();
  for (let index = 0; index + 2 < words.length; index += 1) {
    const run = words.slice(index, index + 3);
    if (!run.some((word) => names.has(word))) runs.add(run.map(sense).join(" "));
  }
  return runs;
}

/**
 * Whether a use line says again what the paragraph already says: a content word in common, or the same run of three
 * words, leaving out the amenities' names (a paragraph lists them; "a crib" and "baby safety gates" are not the same
 * point twice). "After a long day, the hot tub is waiting." is already the hot tub's use, so "End the day in the hot
 * tub." after it repeats it; "For evenings in there are board games." has said what "The board games come out on a
 * rainy evening." would say again.
 */
function saysAgain(paragraph: string, sentence: string, names: ReadonlySet<string>): boolean {
  const said = tokenize(paragraph);
  const saying = tokenize(sentence);
  const isPoint = (word: string) => !STOPWORDS.en.has(word) && !names.has(word);
  const points = new Set(said.filter(isPoint).map(sense));
  if (saying.some((word) => isPoint(word) && points.has(sense(word)))) return true;
  const runs = wordRuns(said, names);
  return [...wordRuns(saying, names)].some((run) => runs.has(run));
}

const SENSES = new Set([...Object.keys(SAME_SENSE), ...Object.values(SAME_SENSE)]);

/**
 * The words that name the home's amenities: catalogue ids, the phrases the listing uses and the host's words. A time
 * or season is never a name, even inside one ("stays of 28 days or more").
 */
function amenityNames(context: WritingContext): Set<string> {
  const names = new Set<string>();
  for (const amenity of context.home.amenities) {
    for (const word of [...(amenity.entry?.id.split("-") ?? []), ...tokenize(amenity.phrase), ...tokenize(amenity.text)]) {
      if (!STOPWORDS.en.has(word) && !SENSES.has(word)) names.add(word);
    }
  }
  return names;
}

/**
 * A line about children ("Children can play outside in the backyard.") only where the host lists something for them (a
 * crib, toys, a babysitter): said of a loft for six friends or a studio, it reads as written for another home.
 */
const SPEAKS_OF_CHILDREN = /\bchildren\b/iu;

/**
 * Up to `limit` sentences for the home's amenities among `ids`, in the order given, after the paragraph they join; none
 * in the concise tone. A feature whose every use line would repeat the paragraph gets none.
 */
export function describeUses(context: WritingContext, paragraph: string, ids: readonly string[], limit: number): string[] {
  if (context.home.tone === "concise") return [];
  const sentences: string[] = [];
  const names = amenityNames(context);
  const forChildren = context.home.ofKind("family").length > 0;
  for (const id of ids) {
    const options = USES[id];
    if (options === undefined || !context.home.has(id)) continue;
    const same = SAME_USE[id];
    if (same !== undefined && ids.includes(same) && context.home.has(same)) continue;
    const said = [paragraph, ...sentences].join(" ");
    const fresh = options
      .filter((option) => forChildren || !SPEAKS_OF_CHILDREN.test(option))
      .map((option) => inHostsWord(context, id, option))
      .filter((option) => !saysAgain(said, option, names));
    if (fresh.length === 0) continue;
    sentences.push(context.picker.pick(`use:${id}`, fresh));
    if (sentences.length >= limit) break;
  }
  return sentences;
}
