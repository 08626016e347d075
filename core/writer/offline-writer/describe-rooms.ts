import { capitalize, joinList, plural } from "./english";
import type { Home } from "./home";
import { paragraph, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

/** "4 guests" */
export function describeGuests(home: Home): string {
  return plural(home.facts.accommodates, "guest");
}

/** "up to 4 guests", or "1 guest" for a home that sleeps one ("up to 1 guest" says nothing). */
export function describeUpToGuests(home: Home): string {
  return home.facts.accommodates === 1 ? "1 guest" : `up to ${describeGuests(home)}`;
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

/** " in Zuid, Antwerp," before the sentence goes on (the place's closing comma), " in Antwerp" when it has none. */
export function inPlaceThen(home: Home): string {
  const where = inPlace(home);
  return where.includes(",") ? `${where},` : where;
}

/**
 * "shared " or "private " before a booked room's bathrooms, when the host said which; nothing for an entire home, whose
 * bathrooms are its guests' own. Without it, "You get 1 bed and 1 bathroom" in a private room reads as a bathroom of its
 * own, which a shared one is not; the writer cannot tell, so it says so only when told.
 */
function describeBathroomAccess(home: Home): string {
  const access = home.entire ? undefined : home.facts.bathroomAccess;
  return access === undefined ? "" : `${access} `;
}

/**
 * "2 bedrooms, 3 beds and 1.5 bathrooms"; counts of 0 are unknown and left out, and the bedrooms when the sentence
 * before already called it a "2-bedroom apartment".
 */
export function describeRoomCounts(home: Home, options: { bedroomsSaid?: boolean } = {}): string | undefined {
  const { bedrooms, beds, bathrooms } = home.facts;
  const access = describeBathroomAccess(home);
  const parts = [
    bedrooms > 0 && options.bedroomsSaid !== true ? plural(bedrooms, "bedroom") : undefined,
    beds > 0 ? plural(beds, "bed") : undefined,
    // "0.5 bathrooms" is a listing's field, not a guest's words.
    bathrooms === 0.5 ? `a ${access}half bathroom` : bathrooms > 0 ? plural(bathrooms, `${access}bathroom`) : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length === 0 ? undefined : joinList(parts);
}

/** How many the beds sleep, in a few shapes; nothing when the beds are not known. */
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
  // Fewer beds than guests: how many the beds sleep, not who has to share (said so, it reads as a drawback). A lone bed
  // for three or more is left to the counts: "the 1 bed sleeps 4" would only raise the question.
  // The layout's opening has just counted the bedrooms: "across 3 bedrooms" would count them again.
  if (facts.beds < facts.accommodates && facts.beds > 1) {
    return pickForTone(context, "rooms:beds-sleep", {
      warm: [`The ${beds} sleep up to ${guests} in all.`, `Up to ${guests} sleep in the ${beds}.`, `Between them, the ${beds} sleep up to ${guests}.`],
      professional: [`The ${beds} accommodate up to ${guests}.`],
      concise: [`${capitalize(beds)} for up to ${guests}.`],
    });
  }
  return undefined;
}

/** For a group: what separate bedrooms and bathrooms mean. The opening has given the numbers, so this does not. */
function describeBedrooms(context: WritingContext): string | undefined {
  const { facts, type, entire } = context.home;
  if (!entire || facts.bedrooms < 2) return undefined;
  const bathrooms = facts.bathrooms >= 2 ? " and bathrooms" : "";
  return pickForTone(context, "rooms:bedrooms", {
    warm: [
      `With separate bedrooms${bathrooms}, a group of ${facts.accommodates} can spread out.`,
      `Separate bedrooms${bathrooms} give everyone a little privacy in this ${type.noun}.`,
      `Separate bedrooms${bathrooms} suit friends or a family sharing the ${type.noun}.`,
    ],
    professional: [`Separate bedrooms${bathrooms} suit colleagues or a group of ${facts.accommodates}.`],
  });
}

function describeBathrooms(home: Home): string | undefined {
  return home.facts.bathrooms === 0.5 ? "The half bathroom has a toilet and a sink." : undefined;
}

/** What the guest gets, room by room: the first paragraph of "The space". */
export function describeLayout(context: WritingContext): string {
  const { home } = context;
  const counts = describeRoomCounts(home);
  const guests = describeGuests(home);
  const phrase = home.type.phrase;
  const isThere = counts !== undefined && /^(?:1|a) /u.test(counts) ? "is" : "are";
  // A booked room is not what holds the counts: "The private room in a home has 1 bedroom, 1 bed and 1 bathroom." read
  // as a bedroom inside the room, and "This home has 1 bed" as the whole home's beds. Its lines give the counts alone.
  const { entire } = home;
  const countsAlone = [`Inside there ${isThere} ${counts}.`, `You get ${counts} for ${guests}.`, `Layout: ${counts}.`, `For ${guests} there ${isThere} ${counts}.`];
  const opening = counts === undefined
    ? `The ${phrase} sleeps ${describeUpToGuests(home)}.`
    : pickForTone(context, "rooms:layout", {
        warm: entire ? [`The ${phrase} has ${counts}.`, ...countsAlone, `This ${home.type.noun} has ${counts}, sleeping ${guests}.`] : countsAlone,
        professional: entire ? [`The ${phrase} offers ${counts}.`, `The layout: ${counts}.`] : [`The layout: ${counts}.`],
        luxurious: entire ? [`The ${phrase} offers ${counts}.`] : [`The layout: ${counts}.`],
        playful: [`Here is the layout: ${counts}.`],
        concise: [`Layout: ${counts}.`],
      });
  // An opening that said "for 4 guests" has said what the beds sleep.
  const detail = wantsDetail(context) && !opening.includes(guests) ? describeSleeping(context) : undefined;
  return paragraph(opening, detail, wantsDetail(context) ? describeBedrooms(context) : undefined, describeBathrooms(home));
}
