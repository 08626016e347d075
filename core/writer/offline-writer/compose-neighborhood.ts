import { capitalize } from "./english";
import { describePointsByCategory, describeWalkable } from "./describe-points";
import { paragraph, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

/* "The neighborhood": where the home is, its setting, and the places found around it. Nothing is said about what is
   nearby unless a point of interest says it. */

function describeLocation(context: WritingContext): string {
  const { home } = context;
  const noun = home.type.noun;
  const { neighborhood, city, region, country } = home;
  const wider = [city, region, country].filter((part): part is string => part !== undefined && part !== neighborhood);
  if (neighborhood !== undefined && city !== undefined && neighborhood !== city) {
    return pickForTone(context, "neighborhood:location", {
      warm: [`The ${noun} is in ${neighborhood}, a neighborhood of ${wider.join(", ")}.`, `You will be staying in ${neighborhood}, part of ${wider.join(", ")}.`],
      professional: [`Location: ${neighborhood}, ${wider.join(", ")}.`, `The ${noun} is located in ${neighborhood}, ${wider.join(", ")}.`],
      playful: [`Home base: ${neighborhood}, in ${wider.join(", ")}.`],
    });
  }
  const place = [neighborhood, ...wider].filter((part, index, all) => part !== undefined && all.indexOf(part) === index);
  if (place.length === 0) return `The ${noun}'s exact location is shown on the map.`;
  return `The ${noun} is in ${place.join(", ")}.`;
}

function describeSetting(context: WritingContext): string | undefined {
  const { home } = context;
  const phrase = (id: string) => home.get(id)?.phrase;
  const sentences = [
    phrase("waterfront") && `The home has ${phrase("waterfront")}.`,
    phrase("beach-access") && `Guests have ${phrase("beach-access")}.`,
    phrase("lake-access") && `Guests have ${phrase("lake-access")}.`,
    phrase("ski-in-out") && `With ${phrase("ski-in-out")}, you can reach the slopes on your skis.`,
    phrase("resort-access") && `Your stay includes ${phrase("resort-access")}.`,
    phrase("laundromat") && `There is ${phrase("laundromat")} for bigger loads of washing.`,
  ];
  return paragraph(...sentences) || undefined;
}

function describeAdvice(context: WritingContext): string | undefined {
  if (!wantsDetail(context)) return undefined;
  const area = context.home.neighborhood ?? context.home.city;
  const where = area === undefined ? "the area" : area;
  return pickForTone(context, "neighborhood:advice", {
    warm: [`Ask the host for their favourite places to eat and things to do in ${where}: local tips are the best part of staying in a home.`, `Before you arrive, ask the host for tips on where to eat, shop and walk in ${where}.`],
    professional: [`For recommendations in ${where}, message the host before or during your stay.`],
    playful: [`Ask the host for the best spots in ${where}: locals always know where to go.`],
  });
}

export function composeNeighborhood(context: WritingContext): string {
  const points = describePointsByCategory(context);
  return [
    paragraph(describeLocation(context), describeSetting(context)),
    points.length > 0 ? paragraph(...points, describeWalkable(context.home)) : undefined,
    describeAdvice(context),
  ]
    .filter((part): part is string => part !== undefined && part !== "")
    .map(capitalize)
    .join("\n\n");
}
