import { capitalize, joinList } from "./english";
import type { Home } from "./home";
import { listStandouts } from "./compose-summary";
import { describeGuests, describePlace, describeRoomCounts } from "./describe-rooms";
import { isAre, listPhrases, paragraph, pickAmenities, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

/* "Other things to note": the house rules in sentences, safety, disclosures and services. */

function describeRules(home: Home): string | undefined {
  const rules = home.facts.houseRules;
  const pets = rules?.pets ?? (home.has("pets-allowed") ? true : undefined);
  const smoking = rules?.smoking ?? (home.has("smoking-allowed") ? true : undefined);
  const allowed: string[] = [];
  const refused: string[] = [];
  if (pets !== undefined) (pets ? allowed : refused).push("pets");
  if (smoking !== undefined) (smoking ? allowed : refused).push("smoking");
  if (rules?.parties !== undefined) (rules.parties ? allowed : refused).push("parties and events");
  const verb = (items: readonly string[]) => (items.length === 1 && items[0] === "smoking" ? "is" : "are");
  return paragraph(
    allowed.length > 0 && `${capitalize(joinList(allowed))} ${verb(allowed)} allowed.`,
    refused.length > 0 && `Please note that ${joinList(refused, "or")} ${verb(refused)} not allowed.`,
    home.quietHours !== undefined && `Quiet hours are ${home.quietHours}, so the neighbours can rest.`,
    rules?.maxGuests !== undefined && `The house rules allow at most ${rules.maxGuests} ${rules.maxGuests === 1 ? "guest" : "guests"}.`,
    ...home.additionalRules.map((rule) => `${capitalize(rule)}${/[.!?]$/u.test(rule) ? "" : "."}`),
  ) || undefined;
}

function describeSafety(context: WritingContext): string | undefined {
  const { home } = context;
  const items = pickAmenities(home, ["smoke-alarm", "carbon-monoxide-alarm", "fire-extinguisher", "first-aid-kit", "bedroom-lock"]);
  const cameras = home.get("security-cameras");
  const monitors = home.get("noise-monitors");
  const findable = [home.has("first-aid-kit") && "first aid kit", home.has("fire-extinguisher") && "fire extinguisher"].filter(
    (item): item is string => typeof item === "string",
  );
  return paragraph(
    items.length > 0 && pickForTone(context, "notes:safety", {
      warm: [`For your safety, the home has ${listPhrases(items)}.`, `Safety first: there ${isAre(items)} ${listPhrases(items)}.`],
      professional: [`Safety equipment: ${listPhrases(items)}.`],
    }),
    wantsDetail(context) && findable.length > 0 && `When you arrive, take a moment to find the ${joinList(findable)}.`,
    cameras !== undefined && `Please be aware that there are ${cameras.phrase.replace(/^an? /u, "")}.`,
    monitors !== undefined && `There are also ${monitors.phrase.replace(/^an? /u, "")}.`,
  ) || undefined;
}

function describeServices(home: Home): string | undefined {
  const phrase = (id: string) => home.get(id)?.phrase;
  return paragraph(
    phrase("cleaning") && `${capitalize(phrase("cleaning") ?? "")} is available.`,
    home.has("breakfast") && "Breakfast is provided.",
    home.has("long-term-stays") && `${capitalize(phrase("long-term-stays") ?? "")} are welcome.`,
  ) || undefined;
}

function describeClosing(context: WritingContext): string {
  return pickForTone(context, "notes:closing", {
    warm: ["Everything described here is what the host lists; if you need something that is not mentioned, ask before you book.", "If something you need is not mentioned here, ask the host before booking."],
    professional: ["The amenities above are those listed by the host; please ask before booking about anything not mentioned."],
    playful: ["Not seeing something you need? Ask the host before you book."],
    concise: ["Ask the host before booking about anything not listed."],
  });
}

/*
 * What the facts do not say, said plainly so that a guest asks before booking: missing check-in times, rules, or
 * amenities most guests expect. "The amenity list does not include parking" is true of the listing, whatever the home.
 */
function describeGaps(context: WritingContext): string | undefined {
  const { home } = context;
  if (!wantsDetail(context)) return undefined;
  const rules = home.facts.houseRules;
  const missing = [
    !home.has("kitchen") && !home.has("kitchenette") && "a kitchen",
    !home.has("wifi") && "wifi",
    !["free-parking", "paid-parking-on-premises", "free-street-parking", "paid-parking-off-premises"].some((id) => home.has(id)) && "parking",
  ].filter((item): item is string => typeof item === "string");
  const noRules = rules?.pets === undefined && rules?.smoking === undefined && rules?.parties === undefined && !home.has("pets-allowed") && !home.has("smoking-allowed");
  const kitchen = home.get("kitchen") ?? home.get("kitchenette");
  const kitchenItems = home.ofKind("kitchen").length - (kitchen === undefined ? 0 : 1);
  const beds = home.facts.beds;
  return paragraph(
    kitchen !== undefined && kitchenItems === 0 && `The ${kitchen.entry?.id === "kitchenette" ? "kitchenette" : "kitchen"}'s equipment is not itemised here, so ask the host if you need something specific for cooking.`,
    beds > 0 && !home.has("king-bed") && `Bed sizes are not given here: ask the host how the ${beds === 1 ? "bed is" : `${beds} beds are`} set up if it matters for your group.`,
    missing.length > 0 && `Good to know: the amenity list does not include ${joinList(missing, "or")}, so ask the host before booking if you need ${missing.length === 1 ? "it" : "them"}.`,
    home.checkIn === undefined && home.checkOut === undefined && "Check-in and check-out times are not given here: confirm them with the host before you travel.",
    noRules && "The rules on pets, smoking and parties are not given here either, so ask if they matter to you.",
  ) || undefined;
}

/** A recap for guests who skim: the kind of home, its size, the key amenities and where it is. */
function describeAtAGlance(context: WritingContext): string | undefined {
  const { home } = context;
  if (!wantsDetail(context)) return undefined;
  const counts = describeRoomCounts(home);
  const place = describePlace(home);
  const parts = [
    `${home.type.phrase} for up to ${describeGuests(home)}`,
    counts,
    ...listStandouts(home).map((amenity) => amenity.phrase.replace(/^an? /u, "")),
    place !== undefined && `in ${place}`,
  ].filter((part): part is string => typeof part === "string");
  return `At a glance: ${parts.join("; ")}.`;
}

export function composeNotes(context: WritingContext): string {
  return [describeRules(context.home), describeSafety(context), describeServices(context.home), describeGaps(context), describeAtAGlance(context), describeClosing(context)]
    .filter((part): part is string => part !== undefined && part !== "")
    .join("\n\n");
}
