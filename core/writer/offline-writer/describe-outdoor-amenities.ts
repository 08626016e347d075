import { describeUses } from "./amenity-uses";
import { capitalize, joinList } from "./english";
import { isAre, listPhrases, paragraph, pickAmenities, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

/* Paragraphs of "The space" about children, the outdoors, views and shared facilities, and amenities the catalogue does not know. */

export function describeFamily(context: WritingContext): string | undefined {
  const items = context.home.ofKind("family");
  if (items.length === 0) return undefined;
  const babyGear = ["crib", "travel-crib", "high-chair", "baby-bath", "changing-table"].some((id) => context.home.has(id));
  return paragraph(
    pickForTone(context, "family:list", {
      warm: [`Travelling as a family? There ${isAre(items)} ${listPhrases(items)}.`, `For families with children, the home has ${listPhrases(items)}.`],
      professional: [`For families: ${listPhrases(items)}.`],
      playful: [`Bringing the kids? Good news: ${listPhrases(items)}.`],
    }),
    babyGear && wantsDetail(context) && "That means less baby gear to bring with you.",
    ...describeUses(context, items, 3),
  );
}

export function describeOutdoors(context: WritingContext): string | undefined {
  const { home } = context;
  const items = home.ofKind("outdoor");
  if (items.length === 0) return undefined;
  const space = home.get("patio-balcony");
  return paragraph(
    pickForTone(context, "outdoor:list", {
      warm: [`Outside, you have ${listPhrases(items)}.`, `For time outdoors there ${isAre(items)} ${listPhrases(items)}.`],
      professional: [`Outdoor amenities: ${listPhrases(items)}.`],
      playful: [`Fresh air included: ${listPhrases(items)}.`],
    }),
    space !== undefined && wantsDetail(context) && `Step out onto ${space.phrase} for some fresh air, or to relax with a drink.`,
    ...describeUses(context, items, 4),
  );
}

export function describeViews(context: WritingContext): string | undefined {
  const items = context.home.ofKind("views");
  if (items.length === 0) return undefined;
  return pickForTone(context, "views:list", {
    warm: [`From the home you have ${listPhrases(items)}.`, `Looking out, you have ${listPhrases(items)}.`],
    professional: [`Views: ${listPhrases(items)}.`],
  });
}

export function describeFacilities(context: WritingContext): string | undefined {
  const { home } = context;
  const items = pickAmenities(home, ["pool", "hot-tub", "sauna", "gym", "single-level"]);
  if (items.length === 0) return undefined;
  const wellness = pickAmenities(home, ["pool", "hot-tub", "sauna"]);
  return paragraph(
    pickForTone(context, "facilities:list", {
      warm: [`You also have ${listPhrases(items)}.`, `On top of that, there ${isAre(items)} ${listPhrases(items)}.`],
      professional: [`Facilities: ${listPhrases(items)}.`],
      luxurious: [`At your disposal: ${listPhrases(items)}.`],
    }),
    wellness.length > 0 && wantsDetail(context) && `${capitalize(joinList(wellness.map((item) => item.phrase.replace(/^an? /u, "the "))))} ${wellness.length === 1 ? "is" : "are"} a good way to relax at the end of the day.`,
    ...describeUses(context, items, 1),
  );
}

/** Amenities in the host's own words that the catalogue does not know. */
export function describeOtherAmenities(context: WritingContext): string | undefined {
  const { unmatched } = context.home;
  if (unmatched.length === 0) return undefined;
  return pickForTone(context, "other:list", {
    warm: [`Also on the amenity list: ${listPhrases(unmatched, 10)}.`, `The host also lists ${listPhrases(unmatched, 10)}.`],
    concise: [`Also listed: ${listPhrases(unmatched, 10)}.`],
  });
}
