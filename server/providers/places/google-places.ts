import { classifyGoogleTypes, GOOGLE_CATEGORY_TYPES } from "./google-categories";
import { requestJson } from "./request-json";
import { PlacesLookupError, type FoundPlace, type NearbySearch } from "./types";

export interface GooglePlacesOptions {
  apiKey: string;
  /** GOOGLE_PLACES_BASE_URL, e.g. https://places.googleapis.com. */
  baseUrl: string;
  timeoutMs: number;
}

/** Only what we read: Google bills a search by the fields asked for. */
export const GOOGLE_FIELD_MASK = "places.id,places.displayName,places.primaryType,places.types,places.location,places.businessStatus";
/** The most one Nearby Search (New) request returns. */
const MAX_RESULT_COUNT = 20;
const PEER = "Google Places";

interface GooglePlace {
  displayName?: { text?: string };
  primaryType?: string;
  types?: string[];
  location?: { latitude?: number; longitude?: number };
  businessStatus?: string;
}

/** The open places of a searchNearby answer (`{}` when there are none). */
export function readGoogleAnswer(body: unknown): FoundPlace[] {
  if (typeof body !== "object" || body === null) throw new PlacesLookupError(`${PEER} answered in a shape we cannot read.`);
  const places = (body as { places?: unknown }).places ?? [];
  if (!Array.isArray(places)) throw new PlacesLookupError(`${PEER} answered in a shape we cannot read.`);
  const found: FoundPlace[] = [];
  for (const place of places as GooglePlace[]) {
    const name = place.displayName?.text?.trim();
    const lat = place.location?.latitude;
    const lng = place.location?.longitude;
    const category = classifyGoogleTypes(place.primaryType, place.types);
    const closed = place.businessStatus !== undefined && place.businessStatus !== "OPERATIONAL";
    if (!name || !category || closed || typeof lat !== "number" || typeof lng !== "number") continue;
    found.push({ name, category, lat, lng });
  }
  return found;
}

/**
 * Google Places API (New) Nearby Search: `POST /v1/places:searchNearby` with the key in `X-Goog-Api-Key` and the
 * fields in `X-Goog-FieldMask`. Ranked by popularity (Google's default), so the 20 places it returns are the
 * well-known ones of the area; our ranking then orders them by distance with variety.
 */
export function createGooglePlacesSearch(options: GooglePlacesOptions): NearbySearch {
  return {
    source: "google",
    async searchNearby(center, radiusMeters) {
      const body = await requestJson({
        peer: PEER,
        url: new URL("v1/places:searchNearby", options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`),
        init: {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-goog-api-key": options.apiKey,
            "x-goog-fieldmask": GOOGLE_FIELD_MASK,
          },
          body: JSON.stringify({
            includedTypes: Object.keys(GOOGLE_CATEGORY_TYPES),
            maxResultCount: MAX_RESULT_COUNT,
            locationRestriction: { circle: { center: { latitude: center.lat, longitude: center.lng }, radius: radiusMeters } },
          }),
        },
        timeoutMs: options.timeoutMs,
      });
      return readGoogleAnswer(body);
    },
  };
}
