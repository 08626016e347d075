import { capitalize, joinList } from "./english";
import { describePoint, groupPoints } from "./describe-points";
import { isAre, listPhrases, paragraph, pickAmenities, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

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
  return paragraph(
    parking.length > 0 && pickForTone(context, "around:parking", {
      warm: [`Coming by car? Parking: ${listPhrases(parking)}.`, `If you come by car, there ${isAre(parking)} ${listPhrases(parking)}.`],
      professional: [`Parking: ${listPhrases(parking)}.`],
    }),
    charger !== undefined && `There is ${charger.phrase} for electric cars.`,
  ) || undefined;
}

function describeAdvice(context: WritingContext, hasTransit: boolean): string | undefined {
  if (!wantsDetail(context)) return undefined;
  if (hasTransit) return "Walking times here are estimates at an easy pace.";
  return pickForTone(context, "around:advice", {
    warm: ["Plan your route before you travel, once you have the exact address.", "Check your route from the station or airport before you set off, once you have the address."],
    professional: ["Please plan your route in advance, once you have the exact address."],
    playful: ["Map out your route before you go, and arrival will be a breeze."],
  });
}

export function composeGettingAround(context: WritingContext): string {
  const transit = describeTransit(context);
  const parts = [transit, describeParking(context), describeAdvice(context, transit !== undefined || context.home.points.length > 0)];
  const text = parts.filter((part): part is string => part !== undefined && part !== "").map(capitalize).join("\n\n");
  return text === "" ? "Plan your route once you have the exact address." : text;
}
