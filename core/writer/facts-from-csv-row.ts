import { BATHROOM_ACCESS, type BathroomAccess, propertyFactsSchema, type PropertyFacts } from "./property-facts";

/**
 * The columns of a bulk CSV (one property per row), in the order the template lists them. Lists (amenities,
 * highlights, idealFor, additionalRules) are separated by semicolons; yes/no columns take yes, no or empty;
 * bathroomAccess takes private, shared or empty, and is read only for a room (an entire home's bathrooms are its guests').
 */
export const BULK_CSV_COLUMNS = [
  "propertyType",
  "roomType",
  "city",
  "region",
  "country",
  "neighborhood",
  "address",
  "lat",
  "lng",
  "bedrooms",
  "beds",
  "bathrooms",
  "bathroomAccess",
  "accommodates",
  "amenities",
  "highlights",
  "idealFor",
  "checkIn",
  "checkOut",
  "pets",
  "smoking",
  "parties",
  "quietHours",
  "additionalRules",
  "tone",
  "language",
  "marketplace",
] as const;

export const BULK_CSV_REQUIRED = ["propertyType", "roomType", "city", "country", "bedrooms", "beds", "bathrooms", "accommodates"] as const;

export const BULK_CSV_EXAMPLE: Readonly<Record<(typeof BULK_CSV_COLUMNS)[number], string>> = {
  propertyType: "Entire rental unit",
  roomType: "entire_home",
  city: "Lisbon",
  region: "",
  country: "Portugal",
  neighborhood: "Alfama",
  address: "",
  lat: "",
  lng: "",
  bedrooms: "2",
  beds: "3",
  bathrooms: "1",
  bathroomAccess: "",
  accommodates: "4",
  amenities: "Wifi; Kitchen; Washer; Air conditioning; Dedicated workspace",
  highlights: "River view from the living room",
  idealFor: "couples; remote workers",
  checkIn: "15:00",
  checkOut: "11:00",
  pets: "no",
  smoking: "no",
  parties: "no",
  quietHours: "22:00-08:00",
  additionalRules: "",
  tone: "warm",
  language: "en",
  marketplace: "airbnb",
};

export type CsvRow = Readonly<Record<string, string | undefined>>;

export type RowResult = { ok: true; facts: PropertyFacts } | { ok: false; problems: string[] };

const list = (value: string | undefined) =>
  (value ?? "")
    .split(";")
    .map((item) => item.trim())
    .filter(Boolean);

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const number = (value: string | undefined) => (text(value) === undefined ? undefined : Number(value!.trim().replace(",", ".")));

function yesNo(value: string | undefined, column: string, problems: string[]): boolean | undefined {
  const v = text(value)?.toLowerCase();
  if (v === undefined) return undefined;
  if (["yes", "y", "true", "1", "allowed"].includes(v)) return true;
  if (["no", "n", "false", "0", "not allowed"].includes(v)) return false;
  problems.push(`${column}: write yes or no, not "${value}"`);
  return undefined;
}

function bathroomAccessOf(value: string | undefined, problems: string[]): BathroomAccess | undefined {
  const v = text(value)?.toLowerCase();
  if (v === undefined) return undefined;
  if ((BATHROOM_ACCESS as readonly string[]).includes(v)) return v as BathroomAccess;
  problems.push(`bathroomAccess: write private, shared or leave it empty, not "${value}"`);
  return undefined;
}

/** One CSV row as property facts, or the problems with it in words (column: what is wrong). Nothing is guessed. */
export function factsFromCsvRow(row: CsvRow): RowResult {
  const problems: string[] = [];
  for (const column of BULK_CSV_REQUIRED) if (text(row[column]) === undefined) problems.push(`${column}: required`);
  const bathroomAccess = bathroomAccessOf(row.bathroomAccess, problems);
  const houseRules = {
    checkIn: text(row.checkIn),
    checkOut: text(row.checkOut),
    pets: yesNo(row.pets, "pets", problems),
    smoking: yesNo(row.smoking, "smoking", problems),
    parties: yesNo(row.parties, "parties", problems),
    quietHours: text(row.quietHours),
    additional: list(row.additionalRules),
  };
  const candidate = {
    propertyType: text(row.propertyType),
    roomType: text(row.roomType),
    location: { city: text(row.city), region: text(row.region), country: text(row.country), neighborhood: text(row.neighborhood), address: text(row.address), lat: number(row.lat), lng: number(row.lng) },
    bedrooms: number(row.bedrooms),
    beds: number(row.beds),
    bathrooms: number(row.bathrooms),
    bathroomAccess: text(row.roomType) === "entire_home" ? undefined : bathroomAccess,
    accommodates: number(row.accommodates),
    amenities: list(row.amenities),
    highlights: list(row.highlights),
    idealFor: list(row.idealFor),
    houseRules: { ...houseRules, additional: houseRules.additional.length > 0 ? houseRules.additional : undefined },
    tone: text(row.tone),
    language: text(row.language),
    marketplace: text(row.marketplace),
  };
  if (problems.length > 0) return { ok: false, problems };
  const parsed = propertyFactsSchema.safeParse(candidate);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join(".").replace(/^location\./, "")}: ${issue.message}`) };
  }
  return { ok: true, facts: parsed.data };
}
