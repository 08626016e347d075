import { capitalize, joinList, plural } from "./english";
import type { Home } from "./home";
import { paragraph, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

/** "4 guests" */
export function describeGuests(home: Home): string {
  return plural(home.facts.accommodates, "guest");
}

/** "2-bedroom apartment", "private room in a townhouse": what the guest books. */
export function describeUnit(home: Home): string {
  const { facts, type } = home;
  if (facts.roomType === "entire_home" && facts.bedrooms > 0 && !/studio/iu.test(type.noun)) {
    return `${facts.bedrooms}-bedroom ${type.noun}`;
  }
  return type.phrase;
}

/** "Zuid, Antwerp", "Antwerp, Belgium" or undefined when no name may be repeated. */
export function describePlace(home: Home): string | undefined {
  if (home.neighborhood !== undefined && home.city !== undefined && home.neighborhood !== home.city) {
    return `${home.neighborhood}, ${home.city}`;
  }
  const city = home.city ?? home.neighborhood;
  if (city === undefined) return home.country;
  return home.country !== undefined && home.country !== city ? `${city}, ${home.country}` : city;
}

/** " in Zuid, Antwerp", or nothing. */
export function inPlace(home: Home): string {
  const place = describePlace(home);
  return place === undefined ? "" : ` in ${place}`;
}

/** "2 bedrooms, 3 beds and 1.5 bathrooms"; counts of 0 are unknown and left out. */
export function describeRoomCounts(home: Home): string | undefined {
  const { bedrooms, beds, bathrooms } = home.facts;
  const parts = [
    bedrooms > 0 ? plural(bedrooms, "bedroom") : undefined,
    beds > 0 ? plural(beds, "bed") : undefined,
    bathrooms > 0 ? plural(bathrooms, "bathroom") : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? undefined : joinList(parts);
}

/** "3 beds for 4 guests" in a few shapes, and the half bathroom spelled out; nothing when nothing is known. */
function describeSleeping(context: WritingContext): string | undefined {
  const { facts } = context.home;
  if (facts.beds === 0) return undefined;
  const beds = plural(facts.beds, "bed");
  const guests = describeGuests(context.home);
  if (facts.beds >= facts.accommodates && facts.accommodates > 1) {
    return pickForTone(context, "rooms:beds-enough", {
      warm: [`With ${beds} for ${guests}, nobody has to share a bed.`, `Everyone gets a bed of their own: ${beds} for ${guests}.`, `There are ${beds}, one for each of the ${guests}.`],
      professional: [`${capitalize(beds)} for ${guests}: a bed for each guest at full occupancy.`],
      concise: [`${capitalize(beds)} for ${guests}.`],
    });
  }
  if (facts.beds < facts.accommodates && !(facts.beds === 1 && facts.accommodates === 2)) {
    return pickForTone(context, "rooms:beds-shared", {
      warm: [`${capitalize(beds)} ${facts.beds === 1 ? "sleeps" : "sleep"} ${guests}, so some of you share when the ${context.home.type.unit} is full.`, `With ${guests} and ${beds}, a full group shares a bed or two.`],
      professional: [`${capitalize(beds)} for up to ${guests}; at full occupancy some guests share.`],
      concise: [`${capitalize(beds)} for up to ${guests}.`],
    });
  }
  return undefined;
}

/** For a group: what separate bedrooms and bathrooms mean, with the numbers. */
function describeBedrooms(context: WritingContext): string | undefined {
  const { facts, type } = context.home;
  if (facts.roomType !== "entire_home" || facts.bedrooms < 2) return undefined;
  const bathrooms = facts.bathrooms >= 2 ? ` and ${plural(facts.bathrooms, "bathroom")}` : "";
  return pickForTone(context, "rooms:bedrooms", {
    warm: [
      `With ${plural(facts.bedrooms, "bedroom")}${bathrooms}, a group of ${facts.accommodates} can spread out.`,
      `The ${facts.bedrooms} bedrooms${bathrooms} give everyone a little privacy in this ${type.noun}.`,
      `Having ${plural(facts.bedrooms, "bedroom")}${bathrooms} makes mornings easier for ${plural(facts.accommodates, "guest")}.`,
    ],
    professional: [`${facts.bedrooms} separate bedrooms${bathrooms} suit colleagues or a group of ${facts.accommodates}.`],
  });
}

function describeBathrooms(home: Home): string | undefined {
  return home.facts.bathrooms === 0.5 ? "The bathroom is a half bathroom, with a toilet and a sink." : undefined;
}

/** What the guest gets, room by room: the first paragraph of "The space". */
export function describeLayout(context: WritingContext): string {
  const { home } = context;
  const counts = describeRoomCounts(home);
  const guests = describeGuests(home);
  const phrase = home.type.phrase;
  const opening = counts === undefined
    ? `The ${phrase} sleeps up to ${guests}.`
    : pickForTone(context, "rooms:layout", {
        warm: [`The ${phrase} has ${counts}.`, `Inside there ${counts.startsWith("1 ") ? "is" : "are"} ${counts}.`, `You get ${counts} for ${guests}.`, `Layout: ${counts}.`, `For ${guests} there ${counts.startsWith("1 ") ? "is" : "are"} ${counts}.`, `This ${home.type.noun} has ${counts}, sleeping ${guests}.`],
        professional: [`The ${phrase} offers ${counts}.`, `The layout: ${counts}.`],
        luxurious: [`The ${phrase} offers ${counts}.`],
        playful: [`Here is the layout: ${counts}.`],
        concise: [`Layout: ${counts}.`],
      });
  const detail = wantsDetail(context) ? describeSleeping(context) : undefined;
  return paragraph(opening, detail, wantsDetail(context) ? describeBedrooms(context) : undefined, describeBathrooms(home));
}
