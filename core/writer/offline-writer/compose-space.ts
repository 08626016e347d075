import { countCharacters } from "../../marketplaces/marketplace-rules";
import { asSentence } from "./english";
import {
  describeBathroom,
  describeClimate,
  describeEntertainment,
  describeEssentials,
  describeKitchen,
  describeSleepAndLaundry,
  describeWork,
} from "./describe-indoor-amenities";
import {
  describeFacilities,
  describeFamily,
  describeOtherAmenities,
  describeOutdoors,
  describeViews,
} from "./describe-outdoor-amenities";
import { describeLayout } from "./describe-rooms";
import { describeSuitedTo } from "./describe-suited-to";
import { pickForTone, type WritingContext } from "./writing-context";

/** The schema allows 4000 characters; the last paragraphs give way first. */
export const SPACE_MAX_CHARACTERS = 3800;

/** The host's selling points after the first (which opens the summary), in their words. */
function describeHighlights(context: WritingContext): string | undefined {
  const rest = context.home.highlights.slice(1, 6);
  if (rest.length === 0) return undefined;
  const lead = pickForTone(context, "space:highlights", {
    warm: ["In the host’s words:", "A few things the host points out:"],
    professional: ["Highlights from the host:"],
  });
  return `${lead} ${rest.map(asSentence).join(" ")}`;
}

/** "The space": the layout room by room, then each kind of amenity with what a guest can do with it. */
export function composeSpace(context: WritingContext): string {
  const paragraphs = [
    describeLayout(context),
    describeKitchen(context),
    describeWork(context),
    describeEntertainment(context),
    describeClimate(context),
    describeSleepAndLaundry(context),
    describeBathroom(context),
    describeEssentials(context),
    describeFamily(context),
    describeOutdoors(context),
    describeViews(context),
    describeFacilities(context),
    describeSuitedTo(context),
    describeHighlights(context),
    describeOtherAmenities(context),
  ].filter((part): part is string => part !== undefined && part !== "");
  while (paragraphs.length > 1 && countCharacters(paragraphs.join("\n\n")) > SPACE_MAX_CHARACTERS) paragraphs.pop();
  return paragraphs.join("\n\n");
}
