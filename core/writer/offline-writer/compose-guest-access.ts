import { capitalize, formatCount, joinList, withArticle } from "./english";
import { inPlaceThen } from "./describe-rooms";
import { paragraph, pickAmenities, pickForTone, type WritingContext } from "./writing-context";

/* "Guest access": what is the guest's alone, how they get in, and when (only when the host said). */

const isShared = (phrase: string) => /\bshared\b/iu.test(phrase);
const theOf = (phrase: string) => phrase.replace(/^an? /u, "the ");

/** "The shared patio or balcony is shared with others.": said apart, so it is never listed as the guests' alone. */
function sharedOutdoorNote(context: WritingContext): string {
  const outdoor = context.home.get("patio-balcony") ?? context.home.get("backyard");
  if (outdoor === undefined || !isShared(outdoor.phrase)) return "";
  return ` ${capitalize(theOf(outdoor.phrase).replace(/\bshared /iu, ""))} is shared with others.`;
}

/** "both bedrooms, the kitchen, the bathroom and the balcony": the spaces that are the guests' alone. */
function listSpaces(context: WritingContext): string[] {
  const { home } = context;
  const { facts } = home;
  const outdoor = home.get("patio-balcony") ?? home.get("backyard");
  return [
    facts.bedrooms > 0 && (facts.bedrooms === 1 ? "the bedroom" : facts.bedrooms === 2 ? "both bedrooms" : `all ${facts.bedrooms} bedrooms`),
    home.has("kitchen") ? "the kitchen" : home.has("kitchenette") && "the kitchenette",
    facts.bathrooms > 0 && (facts.bathrooms <= 1 ? "the bathroom" : `the ${formatCount(facts.bathrooms)} bathrooms`),
    home.has("private-living-room") && "the living room",
    outdoor !== undefined && !isShared(outdoor.phrase) && theOf(outdoor.phrase),
  ].filter((space): space is string => typeof space === "string");
}

function describePrivacy(context: WritingContext): string {
  const { home } = context;
  const noun = home.type.noun;
  if (home.entire) {
    const spaces = listSpaces(context);
    const list = joinList(spaces);
    const sharedNote = sharedOutdoorNote(context);
    if (spaces.length >= 2) {
      const warm = [`The whole ${noun} is private to your group, including ${list}.`, `The ${noun} is private to your group: ${list}.`];
      // "Nothing is shared" would be untrue beside a shared patio.
      if (sharedNote === "") warm.push(`Everything is private to your group, from ${spaces[0]} to ${spaces.at(-1)}.`, `Nothing is shared: ${list} are all yours and private.`);
      return (
        pickForTone(context, "access:entire-spaces", {
          warm,
          professional: [`Guests have private use of the entire ${noun}, including ${list}.`],
          concise: [`Entire ${noun}, private: ${list}.`],
        }) + sharedNote
      );
    }
    return (
      pickForTone(context, "access:entire", {
        warm: [`The whole ${noun}${inPlaceThen(home)} is yours for the stay, private to your group.`, `You have the entire ${noun}${inPlaceThen(home)} to yourselves, in private.`],
        concise: [`Entire ${noun}, private to your group.`],
      }) + sharedNote
    );
  }
  return paragraph(describeRoomPrivacy(context), describeRoomBathrooms(context));
}

function describeRoomPrivacy(context: WritingContext): string {
  const noun = context.home.type.noun;
  switch (context.home.facts.roomType) {
    case "private_room":
      return pickForTone(context, "access:private", {
        warm: [`Your room is private; other parts of the ${noun} may be shared with the host or other guests.`, `The room is yours alone, in ${withArticle(noun)} where other spaces may be shared.`],
      });
    case "shared_room":
      return `This is a shared room: you sleep in a space that may be shared with the host or other guests.`;
    default:
      return `Your room in the ${noun} is private to you.`;
  }
}

/** A booked room's bathrooms, whose they are, when the host said (property-facts.ts, bathroomAccess). */
function describeRoomBathrooms(context: WritingContext): string | undefined {
  const { bathrooms, bathroomAccess } = context.home.facts;
  if (bathrooms === 0 || bathroomAccess === undefined) return undefined;
  const the = bathrooms <= 1 ? "the bathroom" : "the bathrooms";
  return bathroomAccess === "private"
    ? `${capitalize(the)} ${bathrooms <= 1 ? "is" : "are"} yours alone.`
    : `${capitalize(the)} ${bathrooms <= 1 ? "is" : "are"} shared.`;
}

function describeEntry(context: WritingContext): string | undefined {
  const { home } = context;
  const methods = pickAmenities(home, ["keypad", "lockbox", "smart-lock"]).map((amenity) => amenity.phrase);
  const via = methods.length > 0 ? ` with ${joinList(methods, "or")}` : "";
  // The arrival features in one line, in the order a guest meets them.
  const features = [
    home.has("private-entrance") && "a private entrance",
    home.has("self-check-in") ? `self check-in${via}` : methods.length > 0 && methods[0],
    home.has("host-greets") && "a welcome from the host in person",
    home.has("building-staff") && "building staff on hand",
    home.has("luggage-dropoff") && "luggage drop-off if you arrive early or leave late",
  ].filter((feature): feature is string => typeof feature === "string");
  const list = joinList(features);
  return paragraph(
    features.length > 0 && pickForTone(context, "access:arrival", {
      warm: [`Arriving is easy: ${list}.`, `For your arrival there is ${list}.`, `Getting in and settled: ${list}.`, `When you arrive you have ${list}.`],
      professional: [`Arrival: ${list}.`],
      concise: [`Arrival: ${list}.`],
    }),
    describeStairs(context),
  ) || undefined;
}

/** The elevator or the single level: what it spares a guest with luggage or bad knees. */
function describeStairs(context: WritingContext): string | undefined {
  const { home } = context;
  const unit = home.type.unit;
  if (home.has("single-level")) {
    return pickForTone(context, "access:single-level", {
      warm: [`The ${unit} is all on one level, with no stairs inside.`, `Everything is on one level: no stairs to climb inside the ${unit}.`],
      concise: [`All on one level.`],
    });
  }
  if (!home.has("elevator")) return undefined;
  return pickForTone(context, "access:elevator", {
    warm: [`An elevator spares you carrying bags up the stairs.`, `There is an elevator, so luggage does not have to go up the stairs.`, `With the elevator, heavy bags are no trouble.`],
    concise: [`Elevator in the building.`],
  });
}

function describeTimes(context: WritingContext): string | undefined {
  const { checkIn, checkOut } = context.home;
  if (checkIn === undefined && checkOut === undefined) return undefined;
  const parts = [checkIn !== undefined && `check-in is from ${checkIn}`, checkOut !== undefined && `check-out is by ${checkOut}`];
  return `${capitalize(joinList(parts.filter((part): part is string => typeof part === "string")))}.`;
}

export function composeGuestAccess(context: WritingContext): string {
  return [paragraph(describePrivacy(context), describeTimes(context)), describeEntry(context)]
    .filter((part): part is string => part !== undefined && part !== "")
    .join("\n\n");
}
