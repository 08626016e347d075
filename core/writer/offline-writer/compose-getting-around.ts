import { capitalize, joinList } from "./english";
import { describeOnFoot, describePoint, groupPoints } from "./describe-points";
import { listPhrases, paragraph, pickAmenities, pickForTone, type WritingContext } from "./writing-context";

/* "Getting around": public transport among the points, parking and chargers, and the pace walking times assume. */

function describeTransit(context: WritingContext): string | undefined {
  const stops = groupPoints(context.home).get("transit") ?? [];
  if (stops.length === 0) return undefined;
  const described = stops.map((stop) => describePoint(context.home, stop));
  return stops.length === 1
    ? `For public transit, the nearest stop is ${described[0]}.`
    : `For public transit, the nearest stops are ${joinList(described)}.`;
}

function describeParking(context: WritingContext): string | undefined {
  const { home } = context;
  const parking = pickAmenities(home, ["free-parking", "paid-parking-on-premises", "free-street-parking", "paid-parking-off-premises"]);
  const charger = home.get("ev-charger");
  const bikes = home.get("bikes");
  const list = listPhrases(parking);
  return paragraph(
    parking.length > 0 && pickForTone(context, "around:parking", {
      warm: [`Coming by car? There is ${list}.`, `If you drive, you have ${list}.`, `For drivers: ${list}.`, `Parking is easy, with ${list}.`],
      professional: [`Parking: ${list}.`],
      concise: [`Parking: ${list}.`],
    }),
    charger !== undefined && `An EV charger is there for electric cars.`,
    bikes !== undefined && `The ${home.type.noun} has bikes you can use to get around.`,
  ) || undefined;
}

/** Transit or parking: what "Getting around" is about when the home has either. */
export function hasTransitOrParking(context: WritingContext): boolean {
  return describeTransit(context) !== undefined || describeParking(context) !== undefined;
}

export function composeGettingAround(context: WritingContext): string {
  const transit = describeTransit(context);
  const parking = describeParking(context);
  // Without transit or parking, the places' walking times (said here rather than under the neighbourhood), else
  // nothing: the section is left out rather than filled with "the address comes with your booking".
  const neither = transit === undefined && parking === undefined;
  const parts = [transit, parking, neither ? describeOnFoot(context.home) : undefined];
  return parts.filter((part): part is string => part !== undefined && part !== "").map(capitalize).join("\n\n");
}
