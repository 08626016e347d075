import type { PropertyLocation } from "../../../core/writer/property-facts";
import { requestJson } from "./request-json";
import { PlacesLookupError, type Geocoder, type GeocodedLocation } from "./types";

export interface NominatimOptions {
  /** NOMINATIM_BASE_URL, e.g. https://nominatim.openstreetmap.org. */
  baseUrl: string;
  /** Nominatim's usage policy asks for one that names the application. */
  userAgent: string;
  timeoutMs: number;
}

/** Nominatim's place_rank of a street; 30 is a house or a point of interest. A city is 16, a suburb about 20. */
export const STREET_PLACE_RANK = 26;

const PEER = "OpenStreetMap Nominatim";

/**
 * The free-form query for a location. With a street address the neighbourhood is left out: Nominatim matches every
 * term, and a neighbourhood name it files differently would make a good address fail.
 */
export function buildNominatimQuery(location: PropertyLocation): string {
  const parts = location.address
    ? [location.address, location.city, location.region, location.country]
    : [location.neighborhood, location.city, location.region, location.country];
  return parts.filter((part): part is string => Boolean(part?.trim())).join(", ");
}

const unreadable = (reason: string) => new PlacesLookupError(`${PEER} answered in a shape we cannot read.`, { reason });

/** Older Nominatim versions write ids, coordinates and ranks as strings; newer ones write numbers for some of them. */
const toNumber = (value: unknown): number => (typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN);

/** The first result of a /search answer, or null for an empty array. */
export function readNominatimResult(body: unknown): GeocodedLocation | null {
  if (!Array.isArray(body)) throw unreadable("the search answer is not an array");
  const first = body[0] as Record<string, unknown> | undefined;
  if (!first) return null;
  const lat = toNumber(first.lat);
  const lng = toNumber(first.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw unreadable("the result has no coordinates");
  const rank = toNumber(first.place_rank);
  return {
    lat,
    lng,
    displayName: typeof first.display_name === "string" ? first.display_name : "",
    precise: Number.isFinite(rank) && rank >= STREET_PLACE_RANK,
  };
}

/** Geocoding with Nominatim's /search (format=jsonv2, one result). */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  return {
    async geocode(location) {
      const url = new URL("search", options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
      url.searchParams.set("q", buildNominatimQuery(location));
      url.searchParams.set("format", "jsonv2");
      url.searchParams.set("limit", "1");
      const body = await requestJson({
        peer: PEER,
        url,
        init: { headers: { accept: "application/json", "user-agent": options.userAgent } },
        timeoutMs: options.timeoutMs,
      });
      return readNominatimResult(body);
    },
  };
}
