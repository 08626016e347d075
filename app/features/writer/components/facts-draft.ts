import { takesBathroomAccess, type PropertyFacts } from "../../../../core/writer/property-facts";

/** The form's values: the facts as typed so far, any part missing. Saved as the draft, parsed on submit. */
export type FactsDraft = {
  propertyType?: string;
  roomType?: PropertyFacts["roomType"];
  location?: Partial<PropertyFacts["location"]>;
  bedrooms?: number;
  beds?: number;
  bathrooms?: number;
  /** Kept while the host switches to an entire place and back; sent only for a room (see `cleanDraft`). */
  bathroomAccess?: PropertyFacts["bathroomAccess"];
  accommodates?: number;
  amenities?: string[];
  highlights?: string[];
  idealFor?: string[];
  houseRules?: Partial<NonNullable<PropertyFacts["houseRules"]>>;
  pointsOfInterest?: NonNullable<PropertyFacts["pointsOfInterest"]>;
  tone?: PropertyFacts["tone"];
  language?: PropertyFacts["language"];
  marketplace?: PropertyFacts["marketplace"];
};

export const EMPTY_DRAFT: FactsDraft = {
  roomType: "entire_home",
  location: {},
  amenities: [],
  highlights: [],
  idealFor: [],
  houseRules: {},
  pointsOfInterest: [],
  tone: "warm",
  language: "en",
  marketplace: "airbnb",
};

/** Empty strings and lists dropped, so the schema sees what the host really gave; no bathroom access for an entire place. */
export function cleanDraft(draft: FactsDraft): unknown {
  const clean = (value: unknown): unknown => {
    if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
    if (typeof value === "number") return Number.isNaN(value) ? undefined : value;
    if (Array.isArray(value)) {
      const items = value.map(clean).filter((item) => item !== undefined);
      return items.length > 0 ? items : undefined;
    }
    if (value && typeof value === "object") {
      const entries = Object.entries(value).map(([k, v]) => [k, clean(v)] as const).filter(([, v]) => v !== undefined);
      return entries.length > 0 ? Object.fromEntries(entries) : undefined;
    }
    return value;
  };
  // A place row added with "Add a place" and left without a name is not a place.
  const points = draft.pointsOfInterest?.filter((point) => point.name.trim() !== "");
  const bathroomAccess = takesBathroomAccess(draft.roomType) ? draft.bathroomAccess : undefined;
  const cleaned = (clean({ ...draft, bathroomAccess, pointsOfInterest: points }) ?? {}) as Record<string, unknown>;
  // Required lists stay present, even empty, so the message is about what is missing rather than the shape.
  return { amenities: [], location: {}, ...cleaned };
}

/** Turns the schema's issue paths into "location.city" keys the fields show their message under. */
export type FieldErrors = Record<string, string>;
