import { joinList } from "./english";
import type { Home } from "./home";
import { paragraph, pickAmenities, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

/*
 * The kinds of stay the home suits, each in a sentence of its own with the facts that make it so: a reason, not a
 * slogan. Only what no other paragraph says: families, groups, drivers and pets have theirs (the children's things,
 * the bedrooms, "Getting around", the house rules), so they are not listed here again.
 */

/** Wifi and a workspace: the suited-to line names them for remote workers, and the work line leaves them to it. */
export function saysRemoteWork(home: Home): boolean {
  return home.tone !== "concise" && home.has("wifi") && home.has("workspace");
}

/** Stays of 28 days or more: said here with what makes them easy, so the notes leave them out. */
export function saysLongStays(home: Home): boolean {
  return home.tone !== "concise" && home.has("long-term-stays");
}

function describeRemoteWork(context: WritingContext): string | undefined {
  const { home } = context;
  if (!saysRemoteWork(home)) return undefined;
  const wifi = home.get("wifi")?.phrase ?? "wifi";
  const unit = home.type.unit;
  const who = home.facts.accommodates === 1 ? "you" : home.facts.accommodates === 2 ? "one of you" : "whoever has to work";
  return pickForTone(context, "suited:remote", {
    warm: [
      `Remote workers have ${wifi} and a dedicated workspace.`,
      `If you work while you travel, there is ${wifi} and a dedicated workspace.`,
      `It works well for remote workers: ${wifi} and a dedicated workspace.`,
      `Working days are covered, with ${wifi} and a dedicated workspace.`,
      `With ${wifi} and a dedicated workspace, ${who} can work from the ${unit}.`,
      `The ${unit} has a dedicated workspace and ${wifi}, so a working week here is no problem.`,
      `Bring the laptop: the ${unit} has ${wifi} and a dedicated workspace.`,
      `A dedicated workspace and ${wifi} make the ${unit} a good base for remote work.`,
    ],
    professional: [`For remote work: ${wifi} and a dedicated workspace.`],
  });
}

function describeLongStays(context: WritingContext): string | undefined {
  const { home } = context;
  if (!saysLongStays(home)) return undefined;
  const stays = home.get("long-term-stays")?.phrase ?? "stays of 28 days or more";
  const supports = pickAmenities(home, ["kitchen", "kitchenette", "washer", "dishwasher"]).slice(0, 3);
  if (supports.length === 0) return `The host welcomes ${stays}.`;
  const list = joinList(supports.map((amenity) => amenity.phrase));
  const place = home.city === undefined ? "" : ` in ${home.city}`;
  const [make, lets] = supports.length === 1 ? ["makes", "lets"] : ["make", "let"];
  return pickForTone(context, "suited:long-stays", {
    warm: [
      `The host welcomes ${stays}, and with ${list} you can settle in as you would at home.`,
      `For a longer trip, the host takes ${stays}, and ${list} ${make} a few weeks${place} easy.`,
      `Staying a month? The host welcomes ${stays}, and ${list} ${lets} you live as you would at home.`,
    ],
    professional: [`The host accepts ${stays}, with ${list} for everyday living.`],
  });
}

export function describeSuitedTo(context: WritingContext): string | undefined {
  if (!wantsDetail(context)) return undefined;
  return paragraph(describeRemoteWork(context), describeLongStays(context)) || undefined;
}
