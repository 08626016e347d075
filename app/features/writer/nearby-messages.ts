import type { NearbyAnswer } from "./api/find-nearby";

/**
 * Why the map look-up found no places, in the host's words, when the server sent no warning of its own (its warnings
 * say when the map service could not be reached or only the city matched): no map service on this server, an address
 * not found, or a point with nothing named around it.
 */
export function describeNothingFound(answer: Pick<NearbyAnswer, "source" | "center">): string {
  if (answer.source === "none") {
    return "This server has no map service set up, so no places were looked up. The listing will name only the places you add below.";
  }
  if (!answer.center) return "This address was not found on the map. The listing will name only the places you add below.";
  const where = answer.center.displayName ? ` (${answer.center.displayName})` : "";
  return `Found on the map${where}, but no places within walking distance were found. Add the ones guests should know below.`;
}
