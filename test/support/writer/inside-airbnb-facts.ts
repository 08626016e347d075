import { readBathroomAccess } from "../../../core/listing-import/bathroom-access";
import { matchAmenity } from "../../../core/writer/amenity-catalogue";
import { AMENITY_MAX_CHARACTERS, propertyFactsSchema, type PropertyFacts, type PropertyLocation, type RoomType } from "../../../core/writer/property-facts";

/**
 * One row of an Inside Airbnb "detailed listings" file turned into the writer's property facts, honestly: what the
 * row says, nothing more. Missing numbers cannot be left out (the schema requires them), so they become 0, which the
 * writer reads as "not given" and never states; each such row is counted in `gaps` so that a test can report it.
 */
export type InsideAirbnbRow = Readonly<Record<string, string>>;

export interface RowFacts {
  readonly id: string;
  readonly facts: PropertyFacts;
  /** What the row lacked or what had to be shortened, e.g. ["beds", "amenity over 200 characters"]. */
  readonly gaps: readonly string[];
}

const ROOM_TYPES: Readonly<Record<string, RoomType>> = {
  "Entire home/apt": "entire_home",
  "Private room": "private_room",
  "Shared room": "shared_room",
  "Hotel room": "hotel_room",
};

/** "1.5 shared baths" → 1.5, "Half-bath" → 0.5, "" → undefined. */
export function readBathroomsText(text: string): number | undefined {
  if (/half-bath/iu.test(text)) return 0.5;
  const match = /^(\d+(?:\.\d+)?)/u.exec(text.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function readCount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const AMENITY_MAX_LENGTH = AMENITY_MAX_CHARACTERS;
const AMENITY_MAX_COUNT = 120;

function readAmenities(json: string, gaps: string[]): string[] {
  const amenities: string[] = [];
  for (const raw of JSON.parse(json || "[]") as unknown[]) {
    if (typeof raw !== "string" || raw.trim() === "") continue;
    const name = raw.replace(/\s+/gu, " ").trim();
    if (name.length <= AMENITY_MAX_LENGTH) {
      amenities.push(name);
      continue;
    }
    // Over the schema's limit: the catalogue's label says the same with less detail.
    const entry = matchAmenity(name);
    gaps.push(`amenity over ${AMENITY_MAX_CHARACTERS} characters`);
    if (entry !== undefined) amenities.push(entry.label);
  }
  if (amenities.length > AMENITY_MAX_COUNT) gaps.push("more than 120 amenities");
  return [...new Set(amenities)].slice(0, AMENITY_MAX_COUNT);
}

export function readInsideAirbnbRow(row: InsideAirbnbRow, place: Omit<PropertyLocation, "neighborhood" | "lat" | "lng">): RowFacts {
  const gaps: string[] = [];
  const count = (name: string, value: number | undefined): number => {
    if (value !== undefined) return value;
    gaps.push(name);
    return 0;
  };
  const amenities = readAmenities(row.amenities ?? "[]", gaps);
  const bathrooms = readCount(row.bathrooms) ?? readBathroomsText(row.bathrooms_text ?? "");
  const roomType = ROOM_TYPES[row.room_type ?? ""];
  // "1 shared bath", "1 private bath": a room's only (an entire home's bathrooms are its guests' own).
  const bathroomAccess = roomType === "entire_home" ? null : readBathroomAccess(row.bathrooms_text ?? "");
  const latitude = readCount(row.latitude);
  const longitude = readCount(row.longitude);
  const facts = propertyFactsSchema.parse({
    propertyType: row.property_type,
    roomType,
    location: {
      ...place,
      neighborhood: row.neighbourhood_cleansed || undefined,
      ...(latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : {}),
    },
    bedrooms: count("bedrooms", readCount(row.bedrooms)),
    beds: count("beds", readCount(row.beds)),
    bathrooms: Math.round(count("bathrooms", bathrooms) * 2) / 2,
    ...(bathroomAccess !== null ? { bathroomAccess } : {}),
    accommodates: count("accommodates", readCount(row.accommodates)),
    amenities,
    houseRules: {
      ...(amenities.includes("Pets allowed") ? { pets: true } : {}),
      ...(amenities.includes("Smoking allowed") ? { smoking: true } : {}),
    },
    marketplace: "airbnb",
  });
  return { id: row.id ?? "", facts, gaps };
}
