import { classifyOsmTags, OSM_CATEGORY_TAGS } from "./osm-categories";
import { requestJson } from "./request-json";
import { PlacesLookupError, type FoundPlace, type GeoPoint, type NearbySearch } from "./types";

export interface OverpassOptions {
  /** OVERPASS_BASE_URL: the interpreter endpoint, e.g. https://overpass-api.de/api/interpreter. */
  endpoint: string;
  userAgent: string;
  timeoutMs: number;
}

const PEER = "OpenStreetMap Overpass";

const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * Overpass QL for the named places of our categories within `radiusMeters` of the centre. `out center` gives ways and
 * relations (parks, beaches, large stations) one point each. The server-side timeout matches ours, so Overpass gives
 * up (with a "runtime error" remark) about when we would.
 */
export function buildOverpassQuery(center: GeoPoint, radiusMeters: number, timeoutSeconds: number): string {
  const around = `around:${Math.round(radiusMeters)},${coordinate(center.lat)},${coordinate(center.lng)}`;
  const statements = Object.entries(OSM_CATEGORY_TAGS).map(
    ([key, values]) => `  nwr(${around})["${key}"~"^(${Object.keys(values).join("|")})$"]["name"];`,
  );
  return [`[out:json][timeout:${Math.max(1, Math.ceil(timeoutSeconds))}];`, "(", ...statements, ");", "out center;"].join("\n");
}

interface OverpassElement {
  type?: string;
  id?: number;
  lat?: number;
  lon?: number;
  center?: { lat?: number; lon?: number };
  tags?: Record<string, string>;
}

/**
 * The places of an Overpass answer. An answer whose `remark` is a runtime error (a query that timed out or ran out of
 * memory) is a failure, not "nothing nearby", even though it looks like a normal answer with no elements.
 */
export function readOverpassAnswer(body: unknown): FoundPlace[] {
  const answer = body as { elements?: unknown; remark?: unknown } | null;
  if (typeof answer !== "object" || answer === null || !Array.isArray(answer.elements)) {
    throw new PlacesLookupError(`${PEER} answered in a shape we cannot read.`);
  }
  if (typeof answer.remark === "string" && /runtime error/i.test(answer.remark)) {
    throw new PlacesLookupError(`${PEER} could not finish the search.`, { remark: answer.remark });
  }
  const places: FoundPlace[] = [];
  for (const element of answer.elements as OverpassElement[]) {
    const tags = element.tags ?? {};
    const name = tags.name?.trim();
    const lat = element.lat ?? element.center?.lat;
    const lng = element.lon ?? element.center?.lon;
    const category = classifyOsmTags(tags);
    if (!name || !category || typeof lat !== "number" || typeof lng !== "number") continue;
    places.push({ name, category, lat, lng });
  }
  return places;
}

/** Nearby places from OpenStreetMap through the Overpass API (POST, form-encoded `data`). */
export function createOverpassSearch(options: OverpassOptions): NearbySearch {
  return {
    source: "openstreetmap",
    async searchNearby(center, radiusMeters) {
      const query = buildOverpassQuery(center, radiusMeters, options.timeoutMs / 1000);
      const body = await requestJson({
        peer: PEER,
        url: new URL(options.endpoint),
        init: {
          method: "POST",
          headers: { accept: "application/json", "user-agent": options.userAgent },
          body: new URLSearchParams({ data: query }),
        },
        timeoutMs: options.timeoutMs,
      });
      return readOverpassAnswer(body);
    },
  };
}
