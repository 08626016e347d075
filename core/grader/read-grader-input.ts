import type { GradableListing, GraderInput } from "./types";

/*
 * The grader is lenient (spec/GRADER.md): a listing may come from a scraper, a CLI file or pasted text, so every field
 * is read as `unknown` at run time, whatever its static type says. Nothing here throws.
 */

function readString(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function readNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function readArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

function readRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** An amenity's name: the string itself, or an object's `name`, else its `title`. */
function readAmenityName(amenity: unknown): string {
  if (typeof amenity === "string") return amenity.trim();
  const record = readRecord(amenity);
  const name = readString(record.name).trim();
  return name !== "" ? name : readString(record.title).trim();
}

/** Distinct non-empty names, compared case-insensitively; the first spelling is kept. */
export function readAmenityNames(amenities: unknown): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const amenity of readArray(amenities)) {
    const name = readAmenityName(amenity);
    const key = name.toLowerCase();
    if (name === "" || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

export function readGraderInput(listing: GradableListing | null | undefined): GraderInput {
  const record = readRecord(listing);
  const hostData = readRecord(record.hostData);
  const rating = readNumber(record.rating);
  return {
    title: readString(record.title).trim(),
    description: readString(record.description),
    location: readString(record.location).trim(),
    amenityNames: readAmenityNames(record.amenities),
    imageCount: readArray(record.images).length,
    bedrooms: readNumber(record.bedrooms),
    rating: rating !== null && rating > 0 ? rating : null,
    isSuperHost: hostData.isSuperHost === true,
    hostAbout: readString(hostData.about).trim(),
    highlightCount: readArray(record.highlights).length,
    isGuestFavorite: record.isGuestFavorite === true,
    qualityScore: readNumber(record.qualityScore),
    isManual: record._source === "manual",
  };
}
