import { findUnbackedAmenities } from "./fidelity-amenities";
import { findWrongBathroomAccess } from "./fidelity-bathroom-access";
import { findUnbackedDistances } from "./fidelity-distances";
import { findUnknownPlaces } from "./fidelity-places";
import { findWrongRoomCounts } from "./fidelity-room-counts";
import { listWrittenFields, type FidelitySources, type WrittenField } from "./fidelity-sources";
import type { ListingCheck, ListingPoint, ListingTexts } from "./generated-listing";
import type { PropertyFacts } from "./property-facts";

/**
 * The fidelity guard (DESIGN.md, "Writing rules"): every amenity, feature, distance, room count and place name in a
 * writer's result must come from the host's facts or the places found around the home. One check per kind, so the
 * host sees a short checklist; a failure names everything invented and where.
 */
export const FIDELITY_CHECK_IDS = ["facts-amenities", "facts-distances", "facts-room-counts", "facts-places"] as const;

/** How the host knows each field. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  titles: "the titles",
  summary: "the summary",
  space: "“The space”",
  guestAccess: "“Guest access”",
  neighborhood: "“The neighborhood”",
  gettingAround: "“Getting around”",
  notes: "“Other things to note”",
  houseRules: "the house rules",
  seoKeywords: "the keywords",
};

interface Finding {
  readonly field: string;
  readonly what: string;
}

function quoteFindings(findings: readonly Finding[]): string {
  const parts = findings.slice(0, 5).map((finding) => `${finding.what} (${FIELD_NAMES[finding.field] ?? finding.field})`);
  const more = findings.length > 5 ? ` and ${findings.length - 5} more` : "";
  return `${parts.join(", ")}${more}`;
}

function createCheck(id: string, findings: readonly Finding[], passed: string, failed: (found: string) => string): ListingCheck {
  if (findings.length === 0) return { id, field: "listing", passed: true, severity: "error", message: passed };
  const field = findings[0]?.field ?? "listing";
  return { id, field, passed: false, severity: "error", message: failed(quoteFindings(findings)) };
}

export function checkFidelityOfFields(fields: readonly WrittenField[], sources: FidelitySources): ListingCheck[] {
  const amenities = findUnbackedAmenities(fields, sources).map((found) => ({
    field: found.field,
    what: `“${found.phrase}”`,
  }));
  const distances = findUnbackedDistances(fields, sources).map((found) => ({ field: found.field, what: `“${found.quote}”` }));
  const counts = [...findWrongRoomCounts(fields, sources.facts), ...findWrongBathroomAccess(fields, sources.facts)].map((found) => ({
    field: found.field,
    what: `“${found.quote}” (the facts give ${found.actual})`,
  }));
  const places = findUnknownPlaces(fields, sources).map((found) => ({ field: found.field, what: `“${found.name}”` }));
  return [
    createCheck(
      "facts-amenities",
      amenities,
      "Every amenity and feature mentioned is in your facts",
      (found) => `Your listing mentions ${found}, which your amenities and highlights do not include: remove it, or add it to your facts if the home has it`,
    ),
    createCheck(
      "facts-distances",
      distances,
      "Every distance and walking time comes from your points of interest",
      (found) => `Your listing gives ${found}, which no point of interest backs: use the distances of the places found around the home`,
    ),
    createCheck(
      "facts-room-counts",
      counts,
      "Bedrooms, beds, bathrooms and guests match your facts",
      (found) => `Your listing says ${found}: correct it to match the home`,
    ),
    createCheck(
      "facts-places",
      places,
      "Every place named is your location or one of your points of interest",
      (found) => `Your listing names ${found}, which is not your location or one of your points of interest: remove it, or add it as a point of interest`,
    ),
  ];
}

/** The fidelity guard on a writer's result: four checks, passed or failed. */
export function checkFidelity(texts: ListingTexts, facts: PropertyFacts, points: readonly ListingPoint[]): ListingCheck[] {
  return checkFidelityOfFields(listWrittenFields(texts), { facts, points });
}
