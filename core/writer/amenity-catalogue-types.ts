/** The kinds of amenity a host picks from, in the order the form shows them (Airbnb's own groups). */
export const AMENITY_KINDS = [
  { id: "essentials", label: "Essentials" },
  { id: "kitchen", label: "Kitchen and dining" },
  { id: "bathroom", label: "Bathroom" },
  { id: "bedroom-laundry", label: "Bedroom and laundry" },
  { id: "heating-cooling", label: "Heating and cooling" },
  { id: "entertainment", label: "Entertainment" },
  { id: "family", label: "Family" },
  { id: "internet-office", label: "Internet and office" },
  { id: "outdoor", label: "Outdoor" },
  { id: "parking-facilities", label: "Parking and facilities" },
  { id: "safety", label: "Safety" },
  { id: "services", label: "Services" },
  { id: "location", label: "Location features" },
  { id: "views", label: "Scenic views" },
] as const;

export type AmenityKind = (typeof AMENITY_KINDS)[number]["id"];

export interface CatalogueAmenity {
  /** Stable id, e.g. "hot-tub". */
  readonly id: string;
  /** As Airbnb names it, e.g. "Hot tub". */
  readonly label: string;
  readonly kind: AmenityKind;
  /** How a sentence names it: "a hot tub", "cooking basics". */
  readonly phrase: string;
  /** Amenity names that mean this entry ("Wi-Fi", "Wifi", "Fast wifi"); the label is one of them. */
  readonly terms: readonly string[];
  /** Words in a listing's prose that claim the home has it; the terms when not given. */
  readonly mentions: readonly string[];
}

/** [id, label, phrase, more terms, mentions (when not the terms)] */
export type CatalogueRow = readonly [string, string, string, (readonly string[])?, (readonly string[])?];

export function defineKind(kind: AmenityKind, rows: readonly CatalogueRow[]): CatalogueAmenity[] {
  return rows.map(([id, label, phrase, moreTerms = [], mentions]) => {
    const terms = [label, ...moreTerms];
    return { id, label, kind, phrase, terms, mentions: mentions ?? terms };
  });
}

/** The wordings of a view: "river view", "river views", "view of the river", "views over the river". */
export function viewWordings(...places: readonly string[]): string[] {
  return places.flatMap((place) => [
    `${place} view`,
    `${place} views`,
    `view of the ${place}`,
    `views of the ${place}`,
    `view over the ${place}`,
    `views over the ${place}`,
  ]);
}
