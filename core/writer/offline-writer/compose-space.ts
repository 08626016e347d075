import { countCharacters } from "../../marketplaces/marketplace-rules";
import { asSentence } from "./english";
import {
  describeBathroom,
  describeComfort,
  describeFamily,
  describeKitchen,
  describeLivingAndWork,
  describeOtherAmenities,
  describeOutdoorsAndViews,
} from "./describe-amenity-lines";
import { describeUses } from "./describe-amenity-uses";
import { describeLayout } from "./describe-rooms";
import { describeSuitedTo } from "./describe-suited-to";
import { paragraph, pickForTone, type WritingContext } from "./writing-context";

/** The schema allows 4000 characters; the last paragraphs give way first. */
export const SPACE_MAX_CHARACTERS = 3800;

/** The host's selling points after the first (which opens the summary), in their words. */
function describeHighlights(context: WritingContext): string | undefined {
  const rest = context.home.highlights.slice(1, 6);
  if (rest.length === 0) return undefined;
  const lead = pickForTone(context, "space:highlights", {
    warm: ["What the host loves about it:", "A few things the host points out:", "From the host:"],
    professional: ["Highlights from the host:"],
  });
  return `${lead} ${rest.map(asSentence).join(" ")}`;
}

/** A paragraph with a sentence or two on what the guest can do with its best features. */
function withUses(context: WritingContext, text: string | undefined, ids: readonly string[]): string | undefined {
  return text === undefined ? undefined : paragraph(text, ...describeUses(context, ids, 2));
}

/**
 * "The space": the layout, then the home's best features (outdoor space, views, a pool), then the rooms and uses in
 * grouped lines. A home with few amenities gets a short section.
 */
export function composeSpace(context: WritingContext): string {
  const paragraphs = [
    describeLayout(context),
    describeHighlights(context),
    withUses(context, describeOutdoorsAndViews(context), ["hot-tub", "pool", "sauna", "bbq-grill", "patio-balcony", "backyard", "outdoor-dining"]),
    withUses(context, describeKitchen(context), ["dishwasher", "coffee-maker", "dining-table"]),
    withUses(context, describeLivingAndWork(context), ["fireplace", "workspace", "board-games", "game-console", "piano", "record-player", "exercise-equipment"]),
    withUses(context, describeComfort(context), ["king-bed", "room-darkening-shades", "washer"]),
    withUses(context, describeBathroom(context), ["bathtub"]),
    withUses(context, describeFamily(context), ["crib", "high-chair"]),
    describeOtherAmenities(context),
    describeSuitedTo(context),
  ].filter((part): part is string => part !== undefined && part !== "");
  while (paragraphs.length > 1 && countCharacters(paragraphs.join("\n\n")) > SPACE_MAX_CHARACTERS) paragraphs.pop();
  return paragraphs.join("\n\n");
}
