import type { ListingPoint, ListingTexts } from "./generated-listing";
import type { PropertyFacts } from "./property-facts";

/** One field of a writer's result, as the fidelity guard reads it. */
export interface WrittenField {
  /** "titles", "summary", a section key, "houseRules" or "seoKeywords". */
  readonly field: string;
  readonly text: string;
}

/** Every text a writer produced, field by field; list fields are one line per item. */
export function listWrittenFields(texts: ListingTexts): WrittenField[] {
  return [
    { field: "titles", text: texts.titles.join("\n") },
    { field: "summary", text: texts.summary },
    ...Object.entries(texts.sections).map(([field, text]) => ({ field, text })),
    { field: "houseRules", text: texts.houseRules.join("\n") },
    { field: "seoKeywords", text: texts.seoKeywords.join("\n") },
  ];
}

/** What the writer was given to work from: the facts and the places found around the home. */
export interface FidelitySources {
  readonly facts: PropertyFacts;
  readonly points: readonly ListingPoint[];
}

/** The host's own words, which may back an amenity, a place or a distance: amenities, highlights, rules… */
export function listFactTexts(facts: PropertyFacts): string[] {
  const rules = facts.houseRules;
  return [
    facts.propertyType,
    ...facts.amenities,
    ...(facts.highlights ?? []),
    ...(facts.idealFor ?? []),
    ...(rules?.additional ?? []),
    rules?.quietHours ?? "",
    rules?.checkIn ?? "",
    rules?.checkOut ?? "",
  ].filter((text) => text.trim() !== "");
}

/** Names the listing may use for places: the points, the neighbourhood, city, region and country. */
export function listKnownPlaceNames({ facts, points }: FidelitySources): string[] {
  const location = facts.location;
  return [
    ...points.map((point) => point.name),
    ...(facts.pointsOfInterest ?? []).map((point) => point.name),
    location.neighborhood ?? "",
    location.city,
    location.region ?? "",
    location.country,
  ].filter((name) => name.trim() !== "");
}

/** A place at a known distance: a point from the places provider or one the host typed. */
export interface KnownDistance {
  readonly meters: number;
  readonly walkMinutes: number | null;
}

export function listKnownDistances({ facts, points }: FidelitySources): KnownDistance[] {
  const known: KnownDistance[] = [];
  for (const point of points) {
    if (point.distanceMeters !== null) known.push({ meters: point.distanceMeters, walkMinutes: point.walkMinutes });
  }
  for (const point of facts.pointsOfInterest ?? []) {
    if (point.distanceMeters !== undefined) known.push({ meters: point.distanceMeters, walkMinutes: null });
  }
  return known;
}
