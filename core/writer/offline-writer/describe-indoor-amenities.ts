import { describeUses } from "./amenity-uses";
import { capitalize } from "./english";
import type { HomeAmenity } from "./home";
import { isAre, listPhrases, paragraph, pickAmenities, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

/* Paragraphs of "The space" about what is inside: what there is, and what a guest can do with it. */

function without(amenities: readonly HomeAmenity[], ...ids: readonly string[]): HomeAmenity[] {
  return amenities.filter((amenity) => !ids.includes(amenity.entry?.id ?? ""));
}

export function describeKitchen(context: WritingContext): string | undefined {
  const { home } = context;
  const all = home.ofKind("kitchen");
  if (all.length === 0) return undefined;
  const main = home.get("kitchen") ?? home.get("kitchenette");
  const room = main?.entry?.id === "kitchenette" ? "kitchenette" : "kitchen";
  const items = without(all, "kitchen", "kitchenette");
  let opening: string;
  if (main !== undefined && items.length > 0) {
    opening = pickForTone(context, "kitchen:list", {
      warm: [`The ${room} has ${listPhrases(items)}.`, `In the ${room} you will find ${listPhrases(items)}.`],
      professional: [`The ${room} is equipped with ${listPhrases(items)}.`],
      luxurious: [`The ${room} is fitted with ${listPhrases(items)}.`],
      playful: [`Raid the ${room}: ${listPhrases(items)}.`, `The ${room} comes ready with ${listPhrases(items)}.`],
    });
  } else if (main !== undefined) {
    opening = `There is ${main.phrase} for preparing your own food, so you are not tied to eating out for every meal.`;
  } else {
    opening = `For food and drinks there ${isAre(items)} ${listPhrases(items)}.`;
  }
  const canCook = main !== undefined && ["stove", "oven", "cooking-basics"].some((id) => home.has(id));
  return paragraph(
    opening,
    canCook && wantsDetail(context) && pickForTone(context, "kitchen:cook", {
      warm: ["That is enough to cook a proper dinner instead of eating out every night.", "Cooking your own meals is easy, which helps on a longer stay or a tighter budget."],
      professional: ["It is set up for cooking full meals, which suits longer stays."],
      playful: ["Chef mode: on. Cook breakfast, lunch or a late dinner whenever you like."],
    }),
    ...describeUses(context, items, 5),
  );
}

export function describeWork(context: WritingContext): string | undefined {
  const { home } = context;
  const wifi = home.get("wifi");
  const workspace = home.get("workspace");
  const others = without(home.ofKind("internet-office"), "wifi", "workspace");
  if (wifi === undefined && workspace === undefined && others.length === 0) return undefined;
  let opening: string | undefined;
  if (wifi !== undefined && workspace !== undefined) {
    opening = pickForTone(context, "work:both", {
      warm: [`With ${wifi.phrase} and ${workspace.phrase}, working remotely is easy: set up your laptop and take your calls.`, `Need to work? There is ${wifi.phrase} and ${workspace.phrase} for your laptop.`],
      professional: [`For business travellers and remote workers: ${wifi.phrase} and ${workspace.phrase}.`],
      playful: [`Work from here? Easy: ${wifi.phrase} plus ${workspace.phrase} for the laptop.`],
    });
  } else if (wifi !== undefined) {
    opening = pickForTone(context, "work:wifi", {
      warm: [`${capitalize(wifi.phrase)} is included, so you can stream, browse and stay in touch.`, `Stay connected with ${wifi.phrase} during your stay.`],
      professional: [`${capitalize(wifi.phrase)} is included for work and streaming.`],
    });
  } else if (workspace !== undefined) {
    opening = `${capitalize(workspace.phrase)} gives you a place to work on your laptop.`;
  }
  const extras = others.length > 0 ? `There is also ${listPhrases(others)}.` : undefined;
  const wifiUse = wifi !== undefined && workspace !== undefined && wantsDetail(context)
    ? "Between meetings, the wifi is there for streaming, browsing and staying in touch."
    : undefined;
  return paragraph(opening, wifiUse, extras, ...describeUses(context, others, 2));
}

export function describeEntertainment(context: WritingContext): string | undefined {
  const items = context.home.ofKind("entertainment");
  if (items.length === 0) return undefined;
  return paragraph(
    pickForTone(context, "entertainment:list", {
      warm: [`To relax after a day out, you have ${listPhrases(items)}.`, `For downtime there ${isAre(items)} ${listPhrases(items)}.`],
      professional: [`Entertainment includes ${listPhrases(items)}.`],
      luxurious: [`For quiet evenings in, there ${isAre(items)} ${listPhrases(items)}.`],
      playful: [`Rainy day? You have ${listPhrases(items)}.`, `Evenings in are sorted: ${listPhrases(items)}.`],
    }),
    ...describeUses(context, items, 4),
  );
}

export function describeClimate(context: WritingContext): string | undefined {
  const { home } = context;
  const items = home.ofKind("heating-cooling");
  if (items.length === 0) return undefined;
  return paragraph(
    pickForTone(context, "climate:list", {
      warm: [`To keep the temperature comfortable, there ${isAre(items)} ${listPhrases(items)}.`, `For the weather, you have ${listPhrases(items)}.`],
      professional: [`Climate control: ${listPhrases(items)}.`],
      concise: [`Climate: ${listPhrases(items)}.`],
    }),
    ...describeUses(context, items, 3),
  );
}

export function describeSleepAndLaundry(context: WritingContext): string | undefined {
  const { home } = context;
  const sleep = pickAmenities(home, ["bed-linens", "extra-pillows", "room-darkening-shades", "clothing-storage", "hangers", "mosquito-net", "safe", "king-bed"]);
  const laundry = pickAmenities(home, ["washer", "dryer", "drying-rack", "iron"]);
  if (sleep.length === 0 && laundry.length === 0) return undefined;
  return paragraph(
    sleep.length > 0 && pickForTone(context, "sleep:list", {
      warm: [`For a comfortable night and easy unpacking, there are ${listPhrases(sleep)}.`, `For sleeping and settling in, you have ${listPhrases(sleep)}.`],
      professional: [`Bedroom provisions: ${listPhrases(sleep)}.`],
    }),
    ...describeUses(context, sleep, 4),
    laundry.length > 0 && pickForTone(context, "laundry:list", {
      warm: [`For laundry there ${isAre(laundry)} ${listPhrases(laundry)}, so you can pack lighter.`, `With ${listPhrases(laundry)}, you can wash clothes during your stay and pack less.`],
      professional: [`Laundry: ${listPhrases(laundry)}, practical for longer stays.`],
      playful: [`Pack light: ${listPhrases(laundry)} ${laundry.length === 1 ? "is" : "are"} here for the laundry.`],
    }),
    ...describeUses(context, laundry.filter((amenity) => amenity.entry?.id !== "washer"), 2),
  );
}

export function describeBathroom(context: WritingContext): string | undefined {
  const { home } = context;
  const items = [...home.ofKind("bathroom"), ...pickAmenities(home, ["hot-water"])];
  if (items.length === 0) return undefined;
  const toiletries = ["shampoo", "body-soap", "conditioner", "shower-gel"].filter((id) => home.has(id)).length;
  return paragraph(
    pickForTone(context, "bathroom:list", {
      warm: [`In the bathroom you will find ${listPhrases(items)}.`, `For the bathroom, there ${isAre(items)} ${listPhrases(items)}.`],
      professional: [`Bathroom supplies: ${listPhrases(items)}.`],
    }),
    toiletries >= 2 && wantsDetail(context) && "With the toiletries provided, you can leave the bigger bottles at home.",
    ...describeUses(context, items, 2),
  );
}

export function describeEssentials(context: WritingContext): string | undefined {
  const { home } = context;
  const essentials = home.get("essentials");
  const cleaning = home.get("cleaning-products");
  const living = home.get("private-living-room");
  return paragraph(
    essentials !== undefined && `${capitalize(essentials.phrase)} are provided.`,
    cleaning !== undefined && `${capitalize(cleaning.phrase)} are there if you want to tidy up.`,
    living !== undefined && `You also have ${living.phrase}.`,
  ) || undefined;
}
