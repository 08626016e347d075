import { capitalize, joinList } from "./english";
import { countWords } from "../../text-quality/words";
import { MIN_WORDS } from "../answer-parts";
import type { Home } from "./home";
import { describeGuests } from "./describe-rooms";
import { saysLongStays } from "./describe-suited-to";
import { listPhrases, paragraph, pickAmenities, pickForTone, type WritingContext } from "./writing-context";

/* "Other things to note": the house rules in sentences, safety, disclosures and services. */

function describeRules(home: Home): string | undefined {
  const rules = home.facts.houseRules;
  const pets = rules?.pets ?? (home.has("pets-allowed") ? true : undefined);
  const smoking = rules?.smoking ?? (home.has("smoking-allowed") ? true : undefined);
  const allowed: string[] = [];
  const refused: string[] = [];
  if (pets !== undefined) (pets ? allowed : refused).push("pets");
  if (smoking !== undefined) (smoking ? allowed : refused).push("smoking");
  if (rules?.parties !== undefined) (rules.parties ? allowed : refused).push(rules.parties ? "parties and events" : "parties or events");
  const verb = (items: readonly string[]) => (items.length === 1 && items[0] === "smoking" ? "is" : "are");
  // "No pets, no smoking and no parties or events, please.": "pets or smoking are not allowed" read as either one.
  const refusals = refused.map((item) => `no ${item}`);
  return paragraph(
    allowed.length > 0 && `${capitalize(joinList(allowed))} ${verb(allowed)} allowed.`,
    refused.length > 0 && `${capitalize(joinList(refusals))}, please.`,
    home.quietHours !== undefined && `Quiet hours are ${home.quietHours}, out of respect for the neighbours.`,
    rules?.maxGuests !== undefined && `The house rules allow at most ${rules.maxGuests} ${rules.maxGuests === 1 ? "guest" : "guests"}.`,
    ...home.additionalRules.map((rule) => `${capitalize(rule)}${/[.!?]$/u.test(rule) ? "" : "."}`),
  ) || undefined;
}

/** Said once when both devices are named: "the cameras and the monitors on the property". */
const ON_THE_PROPERTY = / on the property$/u;

function describeSafety(context: WritingContext): string | undefined {
  const { home } = context;
  const items = pickAmenities(home, ["smoke-alarm", "carbon-monoxide-alarm", "fire-extinguisher", "first-aid-kit", "bedroom-lock"]);
  const cameras = home.get("security-cameras");
  const monitors = home.get("noise-monitors");
  const list = listPhrases(items);
  return paragraph(
    items.length > 0 && pickForTone(context, "notes:safety", {
      warm: [`For your safety the ${home.type.unit} has ${list}.`, `Safety: ${list}.`, `You will find ${list} in the ${home.type.unit}.`, `The ${home.type.unit} is fitted with ${list}.`],
      professional: [`Safety equipment: ${list}.`],
      concise: [`Safety: ${list}.`],
    }),
    cameras !== undefined && monitors !== undefined && `Please note the ${cameras.phrase.replace(ON_THE_PROPERTY, "")} and the ${monitors.phrase}.`,
    cameras !== undefined && monitors === undefined && pickForTone(context, "notes:cameras", {
      warm: [`Please note the ${cameras.phrase}.`, `The host lists ${cameras.phrase}, outside this ${home.type.phrase}.`, `For transparency: there are ${cameras.phrase.replace(/^an? /u, "")}, outside the ${home.type.unit}.`, `Good to know: the ${home.type.noun} has ${cameras.phrase}.`],
    }),
    cameras === undefined && monitors !== undefined && `Please note the ${monitors.phrase}.`,
  ) || undefined;
}

function describeServices(context: WritingContext): string | undefined {
  const { home } = context;
  const services = [
    home.get("cleaning")?.phrase,
    home.has("breakfast") && "breakfast",
    // Long stays are said with what makes them easy, in "The space".
    saysLongStays(home) ? undefined : home.get("long-term-stays")?.phrase,
  ].filter((service): service is string => typeof service === "string" && service !== "");
  if (services.length === 0) return undefined;
  const list = joinList(services);
  return pickForTone(context, "notes:services", {
    warm: [`The host offers ${list}.`, `Also on offer: ${list}.`, `You can ask for ${list}.`, `Good to know: the host offers ${list}.`],
    concise: [`Offered: ${list}.`],
  });
}

export function composeNotes(context: WritingContext): string {
  const parts = [describeRules(context.home), describeSafety(context), describeServices(context)].filter(
    (part): part is string => part !== undefined && part !== "",
  );
  // The section cannot be empty or a lone word (a host's rule "A"): the one number every listing has joins it,
  // worded unlike "The space".
  const text = parts.join("\n\n");
  if (countWords(text) >= MIN_WORDS.notes) return text;
  return [text, `Maximum occupancy: ${describeGuests(context.home)}.`].filter((part) => part !== "").join("\n\n");
}
