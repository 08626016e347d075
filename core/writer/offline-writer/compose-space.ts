import { countCharacters } from "../../marketplaces/marketplace-rules";
import { joinList, lowerFirst } from "./english";
import { describeDoing, planFavourite, planHighlights } from "./weave-highlights";
import {
  describeBathroom,
  describeComfort,
  describeFamily,
  describeKitchen,
  describeLaundry,
  describeOtherAmenities,
  describeOutdoorsAndViews,
} from "./describe-amenity-lines";
import { describeLivingAndWork } from "./describe-living-and-work";
import { describeUses } from "./describe-amenity-uses";
import { describeLayout } from "./describe-rooms";
import { describeSuitedTo } from "./describe-suited-to";
import { paragraph, pickForTone, type WritingContext } from "./writing-context";

/** The schema allows 4000 characters; the last paragraphs give way first. */
export const SPACE_MAX_CHARACTERS = 3800;

/**
 * The host's selling points the summary did not use: woven ones as what a guest can do, the others in the host's
 * words. Nothing the summary already said is repeated.
 */
function describeHighlights(context: WritingContext): string | undefined {
  const plan = planHighlights(context.home.highlights);
  const favourite = planFavourite(plan);
  const hosts = plan.rest.filter((highlight) => highlight !== favourite).slice(0, 3);
  const guests = plan.praise.filter((praise) => praise !== favourite).map((praise) => `${praise}.`);
  const more = plan.more.slice(0, 2).map((highlight) => describeDoing(highlight, true));
  const woven = more.length === 0 ? undefined : pickForTone(context, "space:more-highlights", {
    warm: [`You can also ${joinList(more)}.`, `Here you can also ${joinList(more)}.`],
    professional: [`Guests can also ${joinList(more)}.`],
  });
  const own = hosts.length === 0 ? undefined : pickForTone(context, "space:highlights", {
    warm: [`In the host's words: ${joinList(hosts.map(lowerFirst))}.`, `As the host puts it: ${joinList(hosts.map(lowerFirst))}.`],
    professional: [`In the host's words: ${joinList(hosts.map(lowerFirst))}.`],
  });
  return paragraph(woven, own, ...guests) || undefined;
}

/** A paragraph with a sentence or two on what the guest can do with its best features. */
function withUses(context: WritingContext, text: string | undefined, ids: readonly string[]): string | undefined {
  return text === undefined ? undefined : paragraph(text, ...describeUses(context, text, ids, 2));
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
    withUses(context, describeLivingAndWork(context), ["workspace", "board-games", "game-console", "piano", "record-player", "exercise-equipment"]),
    // Each use line right after the sentence it belongs to: the fire's after the climate, the washer's after the laundry.
    paragraph(
      withUses(context, describeComfort(context), ["fireplace", "king-bed", "room-darkening-shades"]),
      withUses(context, describeLaundry(context), ["washer"]),
    ),
    withUses(context, describeBathroom(context), ["bathtub"]),
    withUses(context, describeFamily(context), ["crib", "high-chair"]),
    describeOtherAmenities(context),
  ].filter((part): part is string => part !== undefined && part !== "");
  // The closing line is the only place long stays are said (the notes leave them out): the others give way before it.
  const closing = describeSuitedTo(context);
  const join = () => [...paragraphs, closing].filter((part) => part !== undefined).join("\n\n");
  while (paragraphs.length > 1 && countCharacters(join()) > SPACE_MAX_CHARACTERS) paragraphs.pop();
  return join();
}
