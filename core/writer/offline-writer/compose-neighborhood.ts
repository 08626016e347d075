import { capitalize } from "./english";
import { describePointsByCategory, describeWalkable } from "./describe-points";
import { hasTransitOrParking } from "./compose-getting-around";
import { paragraph, pickForTone, type WritingContext } from "./writing-context";

/* "The neighborhood": where the home is, its setting, and the places found around it. Nothing is said about what is
   nearby unless a point of interest says it. */

function describeLocation(context: WritingContext): string {
  const { home } = context;
  const noun = home.type.noun;
  const { neighborhood, city, region, country } = home;
  const wider = [city, region, country].filter((part): part is string => part !== undefined && part !== neighborhood).join(", ");
  if (neighborhood !== undefined && city !== undefined && neighborhood !== city) {
    return pickForTone(context, "neighborhood:location", {
      warm: [
        `The ${noun} is in ${neighborhood}, a neighbourhood of ${wider}.`,
        `You will be staying in ${neighborhood}, part of ${wider}.`,
        `Your base is ${neighborhood}, in ${wider}.`,
        `${neighborhood}, in ${wider}, is where you will be staying.`,
      ],
      professional: [`Location: ${neighborhood}, ${wider}.`, `The ${noun} is located in ${neighborhood}, ${wider}.`],
      playful: [`Home base: ${neighborhood}, in ${wider}.`],
    });
  }
  const place = [neighborhood, city, region, country].filter((part, index, all): part is string => part !== undefined && all.indexOf(part) === index);
  if (place.length === 0) return `The ${noun}'s location is shown on the map.`;
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
  ];
  return paragraph(...sentences) || undefined;
}

/** "…, with a laundromat nearby." joined to the location rather than a stock sentence of its own. */
function withLaundromat(context: WritingContext, sentence: string): string {
  return context.home.has("laundromat") ? sentence.replace(/\.$/u, ", with a laundromat nearby.") : sentence;
}

export function composeNeighborhood(context: WritingContext): string {
  const points = describePointsByCategory(context);
  return [
    paragraph(withLaundromat(context, describeLocation(context)), describeSetting(context)),
    // Without transit or parking, "Getting around" says how walkable it is instead.
    points.length > 0 ? paragraph(...points, hasTransitOrParking(context) ? describeWalkable(context.home) : undefined) : undefined,
  ]
    .filter((part): part is string => part !== undefined && part !== "")
    .map(capitalize)
    .join("\n\n");
}
