import { capitalize, formatCount, joinList } from "./english";
import { paragraph, pickAmenities, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

/* "Guest access": what is the guest's alone, how they get in, and when. */

function describePrivacy(context: WritingContext): string {
  const { home } = context;
  const noun = home.type.noun;
  switch (home.facts.roomType) {
    case "entire_home":
      return pickForTone(context, "access:entire", {
        warm: [`The whole ${noun} is yours for the stay, and private to your group: you share it with no one else.`, `You have the entire ${noun} to yourselves; it is private to your group for the whole stay.`],
        professional: [`Guests have private use of the entire ${noun}; nothing is shared with other guests.`],
        luxurious: [`The entire ${noun} is reserved for you alone, a private base for your stay.`],
        playful: [`It is all yours: the entire ${noun}, private to your group, no sharing required.`],
      });
    case "private_room":
      return `Your room is private to you; other areas of the ${noun} may be shared with the host or other guests.`;
    case "shared_room":
      return `This is a shared room: you sleep in a space that may be shared with the host or other guests.`;
    case "hotel_room":
      return `Your room in the ${noun} is private to you.`;
  }
}

/** "That includes the 2 bedrooms, the kitchen, the bathroom and the balcony.": the spaces that are the guests' alone. */
function describeSpaces(context: WritingContext): string | undefined {
  const { home } = context;
  const { facts } = home;
  if (facts.roomType !== "entire_home" || !wantsDetail(context)) return undefined;
  const outdoor = home.get("patio-balcony") ?? home.get("backyard");
  const spaces = [
    facts.bedrooms > 0 && (facts.bedrooms === 1 ? "the bedroom" : facts.bedrooms === 2 ? "both bedrooms" : `all ${facts.bedrooms} bedrooms`),
    home.has("kitchen") ? "the kitchen" : home.has("kitchenette") && "the kitchenette",
    facts.bathrooms > 0 && (facts.bathrooms === 1 ? "the bathroom" : `the ${formatCount(facts.bathrooms)} bathrooms`),
    home.has("private-living-room") && "the living room",
    outdoor !== undefined && outdoor.phrase.replace(/^an? /u, "the "),
  ].filter((space): space is string => typeof space === "string");
  return spaces.length < 2 ? undefined : `That includes ${joinList(spaces)}.`;
}

function describeEntry(context: WritingContext): string | undefined {
  const { home } = context;
  const methods = pickAmenities(home, ["keypad", "lockbox", "smart-lock"]).map((amenity) => amenity.phrase);
  const via = methods.length > 0 ? ` with ${joinList(methods, "or")}` : "";
  const sentences = [
    home.has("private-entrance") && "A private entrance means you come and go without passing through anyone else’s space.",
    home.has("self-check-in")
      ? `Self check-in${via} lets you arrive on your own schedule within the check-in window.`
      : methods.length > 0 && `You get in${via}.`,
    home.has("host-greets") && "The host greets you in person when you arrive.",
    home.has("building-staff") && "The building has staff on hand.",
    home.has("luggage-dropoff") && "Luggage drop-off is allowed, which helps if you arrive early or leave late.",
    home.has("elevator") && "There is an elevator, handy with suitcases.",
    home.has("single-level") && "Everything is on a single level, with no stairs inside.",
  ];
  return paragraph(...sentences) || undefined;
}

function describeTimes(context: WritingContext): string | undefined {
  const { checkIn, checkOut } = context.home;
  if (checkIn === undefined && checkOut === undefined) return undefined;
  const parts = [checkIn !== undefined && `check-in is from ${checkIn}`, checkOut !== undefined && `check-out is by ${checkOut}`];
  return `${capitalize(joinList(parts.filter((part): part is string => typeof part === "string")))}.`;
}

function describeArrivalAdvice(context: WritingContext): string | undefined {
  if (!wantsDetail(context)) return undefined;
  return pickForTone(context, "access:advice", {
    warm: ["Send the host your arrival time through the platform's messages, so check-in goes smoothly.", "Let the host know roughly when you will arrive, and check-in will be easy to arrange."],
    professional: ["Please share your expected arrival time in advance so check-in can be arranged."],
    playful: ["Tell the host when you expect to roll in, and they can plan your check-in."],
  });
}

export function composeGuestAccess(context: WritingContext): string {
  const times = describeTimes(context);
  return [paragraph(describePrivacy(context), describeSpaces(context), times), describeEntry(context), describeArrivalAdvice(context)]
    .filter((part): part is string => part !== undefined && part !== "")
    .join("\n\n");
}
