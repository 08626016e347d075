import { capitalize, formatCount, joinList, plural, withArticle } from "./english";
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

function describeSleeping(context: WritingContext): string | undefined {
  const { facts } = context.home;
  const guests = describeGuests(context.home);
  if (facts.beds === 0) return undefined;
  if (facts.beds >= facts.accommodates) {
    return pickForTone(context, "rooms:beds-enough", {
      warm: [`With ${plural(facts.beds, "bed")} for up to ${guests}, everyone gets a bed of their own.`, `There is a bed for every guest: ${plural(facts.beds, "bed")} for up to ${guests}.`],
      professional: [`Sleeping: ${plural(facts.beds, "bed")} for up to ${guests}, a bed per guest even at full occupancy.`],
      playful: [`${capitalize(plural(facts.beds, "bed"))}, up to ${guests}: nobody has to fight over a bed.`],
      concise: [`${capitalize(plural(facts.beds, "bed"))} for up to ${guests}.`],
    });
  }
  return pickForTone(context, "rooms:beds-shared", {
    warm: [`There ${facts.beds === 1 ? "is" : "are"} ${plural(facts.beds, "bed")} for up to ${guests}, so some guests share a bed when the home is full.`, `${capitalize(plural(facts.beds, "bed"))} ${facts.beds === 1 ? "sleeps" : "sleep"} up to ${guests}; with a full house, some of you share.`],
    professional: [`Sleeping: ${plural(facts.beds, "bed")} for up to ${guests}; at full occupancy some guests share a bed.`],
    playful: [`${capitalize(plural(facts.beds, "bed"))} for up to ${guests}: with a full house, someone shares a bed.`],
    concise: [`${capitalize(plural(facts.beds, "bed"))} for up to ${guests}; some share at full occupancy.`],
  });
}

function describeBedrooms(context: WritingContext): string | undefined {
  const { facts } = context.home;
  if (facts.roomType !== "entire_home" || facts.bedrooms < 2 || !wantsDetail(context)) return undefined;
  if (facts.bedrooms >= facts.accommodates) return `With ${plural(facts.bedrooms, "bedroom")}, every guest can have a room to themselves.`;
  return pickForTone(context, "rooms:bedrooms", {
    warm: [`The ${facts.bedrooms} bedrooms let a group spread out at night.`, `Having ${plural(facts.bedrooms, "bedroom")} gives everyone a little privacy at night.`],
    professional: [`${facts.bedrooms} separate bedrooms suit a group or colleagues travelling together.`],
  });
}

function describeBathrooms(context: WritingContext): string | undefined {
  const { bathrooms } = context.home.facts;
  const whole = Math.floor(bathrooms);
  if (bathrooms === 0 || !wantsDetail(context)) return undefined;
  if (bathrooms === 0.5) return "The bathroom is a half bathroom, with a toilet and sink.";
  if (!Number.isInteger(bathrooms)) {
    const full = whole === 0 ? "" : `${plural(whole, "full bathroom")} and `;
    return `The ${formatCount(bathrooms)} bathrooms are ${full}a half bathroom with a toilet and sink.`;
  }
  if (bathrooms >= 2) return `With ${plural(bathrooms, "bathroom")}, getting ready in the morning is easier for a group.`;
  return undefined;
}

/** What the guest gets, room by room: the first paragraph of "The space". */
export function describeLayout(context: WritingContext): string {
  const { home } = context;
  const counts = describeRoomCounts(home);
  const unit = withArticle(describeUnit(home));
  const opening = counts === undefined
    ? `${capitalize(unit)} for up to ${describeGuests(home)}.`
    : pickForTone(context, "rooms:layout", {
        warm: [`This ${home.type.phrase} has ${counts}, for up to ${describeGuests(home)}.`, `Inside you will find ${counts}, with room for up to ${describeGuests(home)}.`],
        professional: [`The ${home.type.phrase} offers ${counts} and accommodates up to ${describeGuests(home)}.`],
        luxurious: [`The ${home.type.phrase} offers ${counts}, arranged for up to ${describeGuests(home)}.`],
        playful: [`Here is the layout: ${counts}, and room for up to ${describeGuests(home)}.`],
        concise: [`Layout: ${counts}; up to ${describeGuests(home)}.`],
      });
  return paragraph(opening, describeSleeping(context), describeBedrooms(context), describeBathrooms(context));
}
