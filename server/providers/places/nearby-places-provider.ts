import type { PlacesCenter } from "../../../contracts/places";
import type { PropertyLocation } from "../../../core/writer/property-facts";
import type { Logger } from "../../logger";
import { coordinateKey, LookupCache } from "./lookup-cache";
import { buildNominatimQuery } from "./nominatim";
import { rankPoints, RANKING_DEFAULTS } from "./rank-points";
import { PlacesLookupError, type FoundPlace, type GeocodedLocation, type Geocoder, type NearbySearch, type PlacesProvider } from "./types";

export interface NearbyPlacesProviderOptions {
  geocoder: Geocoder;
  search: NearbySearch;
  logger: Logger;
  radiusMeters?: number;
  cache?: { maxEntries?: number; ttlMs?: number; now?: () => number };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CACHE_DEFAULTS = { maxEntries: 500, ttlMs: DAY_MS };

export const PLACES_WARNINGS = {
  geocodeFailed: (reason: string) => `The map service could not look up the address (${reason}), so no nearby places were added. Try again later, or give the map point.`,
  notFound: "The address was not found on the map, so no nearby places were added. Check the address, or give the map point.",
  imprecise: (displayName: string) =>
    `The map found only "${displayName}", not the street, so no nearby places were added: walking distances need the street address or the map point.`,
  searchFailed: (reason: string) => `Nearby places could not be looked up (${reason}); only the places you typed are used.`,
} as const;

/** The host's own map point is exact; a geocoded one is exact only at street level. */
export const hostCenter = (location: PropertyLocation): PlacesCenter | null =>
  location.lat !== undefined && location.lng !== undefined ? { lat: location.lat, lng: location.lng, displayName: null, precise: true } : null;

const reasonOf = (error: unknown) => (error instanceof PlacesLookupError ? error.message.replace(/\.$/, "") : "an unexpected error");

/**
 * The places provider for a geocoder and a nearby search: the host's map point (or the geocoded address), then the
 * named places within walking distance, ranked. Any failure becomes a warning and the host's points alone.
 */
export function createNearbyPlacesProvider(options: NearbyPlacesProviderOptions): PlacesProvider {
  const { geocoder, search, logger } = options;
  const defaultRadius = options.radiusMeters ?? RANKING_DEFAULTS.radiusMeters;
  const cacheSettings = { ...CACHE_DEFAULTS, ...options.cache };
  const geocodes = new LookupCache<GeocodedLocation | null>(cacheSettings.maxEntries, cacheSettings.ttlMs, cacheSettings.now);
  const searches = new LookupCache<FoundPlace[]>(cacheSettings.maxEntries, cacheSettings.ttlMs, cacheSettings.now);

  return {
    source: search.source,
    async findNearby(location, findOptions = {}) {
      const radiusMeters = findOptions.radiusMeters ?? defaultRadius;
      const hostPoints = findOptions.hostPoints ?? [];
      const rankOptions = { radiusMeters, maxPoints: findOptions.maxPoints };
      const answer = (center: PlacesCenter | null, found: FoundPlace[], warnings: string[]) => ({
        center,
        points: rankPoints(hostPoints, center?.precise ? { center, places: found, source: search.source } : null, rankOptions),
        source: search.source,
        warnings,
      });

      let center = hostCenter(location);
      if (!center) {
        const query = buildNominatimQuery(location);
        let geocoded: GeocodedLocation | null;
        try {
          geocoded = await geocodes.getOrLoad(query.toLowerCase(), () => geocoder.geocode(location));
        } catch (error) {
          logger.warn({ err: error, detail: (error as PlacesLookupError).detail }, "places: geocoding failed");
          return answer(null, [], [PLACES_WARNINGS.geocodeFailed(reasonOf(error))]);
        }
        if (!geocoded) return answer(null, [], [PLACES_WARNINGS.notFound]);
        center = geocoded;
        if (!geocoded.precise) return answer(center, [], [PLACES_WARNINGS.imprecise(geocoded.displayName)]);
      }

      const point = center;
      try {
        const key = `${coordinateKey(point.lat, point.lng)}:${radiusMeters}`;
        const found = await searches.getOrLoad(key, () => search.searchNearby(point, radiusMeters));
        return answer(point, found, []);
      } catch (error) {
        logger.warn({ err: error, detail: (error as PlacesLookupError).detail, source: search.source }, "places: nearby search failed");
        return answer(point, [], [PLACES_WARNINGS.searchFailed(reasonOf(error))]);
      }
    },
  };
}
