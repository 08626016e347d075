import { capitalize, joinList, plural } from "./english";
import type { Home } from "./home";
import { pickAmenities, pickForTone, wantsDetail, type WritingContext } from "./writing-context";

/* Who the home suits, each with the facts that make it so: a reason, not a slogan. */

/** Wifi and a workspace: the suited-to line names them for remote workers, and the work line leaves them to it. */
export function saysRemoteWork(home: Home): boolean {
  return home.tone !== "concise" && home.has("wifi") && home.has("workspace");
}

function listReasons(home: Home): string[] {
  const { facts } = home;
  const reasons: string[] = [];
  if (saysRemoteWork(home)) reasons.push(`remote workers, with ${home.get("wifi")?.phrase ?? "wifi"} and a dedicated workspace`);
  const family = pickAmenities(home, ["crib", "travel-crib", "high-chair", "childrens-books-toys", "baby-bath"]).slice(0, 2);
  if (family.length > 0) reasons.push(`families with young children, with ${joinList(family.map((item) => item.phrase))}`);
  if (facts.accommodates >= 5 && facts.bedrooms >= 2) {
    reasons.push(`groups of up to ${facts.accommodates}, with ${plural(facts.bedrooms, "bedroom")} to spread out in`);
  }
  const forLongStays = pickAmenities(home, ["kitchen", "kitchenette", "washer"]).slice(0, 2);
  if (home.has("long-term-stays") && forLongStays.length > 0) {
    reasons.push(`longer stays (allowed here), with ${joinList(forLongStays.map((item) => item.phrase))} at hand`);
  }
  const parking = pickAmenities(home, ["free-parking", "paid-parking-on-premises", "free-street-parking"])[0];
  if (parking !== undefined) reasons.push(`drivers, with ${parking.phrase}`);
  if (facts.houseRules?.pets === true || (facts.houseRules?.pets === undefined && home.has("pets-allowed"))) {
    reasons.push("pet owners, as pets are allowed");
  }
  return reasons;
}

export function describeSuitedTo(context: WritingContext): string | undefined {
  const reasons = listReasons(context.home);
  if (reasons.length === 0 || !wantsDetail(context)) return undefined;
  const list = reasons.slice(0, 3).join("; ");
  return pickForTone(context, "suited:lead", {
    warm: [`It works well for ${list}.`, `Who will feel at home here: ${list}.`, `It is a good match for ${list}.`, `Think of it for ${list}.`],
    professional: [`Suitable for ${list}.`],
    playful: [`Who is this for? ${capitalize(list)}.`],
  });
}
