import type { PlacesSource } from "../../../contracts/places";
import type { Env } from "../../env";
import type { Logger } from "../../logger";
import { createGooglePlacesSearch } from "./google-places";
import { createNearbyPlacesProvider, type NearbyPlacesProviderOptions } from "./nearby-places-provider";
import { createNominatimGeocoder } from "./nominatim";
import { createNoPlacesProvider } from "./no-places-provider";
import { createOverpassSearch } from "./overpass";
import type { NearbySearch, PlacesProvider } from "./types";

type PlacesSettings = Pick<
  Env,
  "PLACES_PROVIDER" | "GOOGLE_PLACES_KEY" | "NOMINATIM_BASE_URL" | "OVERPASS_BASE_URL" | "GOOGLE_PLACES_BASE_URL" | "PLACES_RADIUS_METERS" | "baseUrl"
>;

/** Each call to a vendor gives up after this long; the host then gets a warning, never a failed generation. */
export const PLACES_TIMEOUT_MS = 8_000;

export interface PlacesProviderOverrides {
  timeoutMs?: number;
  cache?: NearbyPlacesProviderOptions["cache"];
}

/** PLACES_PROVIDER when set; otherwise Google when GOOGLE_PLACES_KEY is set, else OpenStreetMap (DESIGN.md). */
export function choosePlacesSource(env: Pick<Env, "PLACES_PROVIDER" | "GOOGLE_PLACES_KEY">): PlacesSource {
  if (env.PLACES_PROVIDER) return env.PLACES_PROVIDER;
  return env.GOOGLE_PLACES_KEY ? "google" : "openstreetmap";
}

/**
 * The places provider the settings choose. Addresses are geocoded with Nominatim in both the OpenStreetMap and the
 * Google modes (docs/decisions/011-places-provider.md); "none" asks no one and keeps the host's points. PLACES_PROVIDER=google without
 * a key stops the boot.
 */
export function createPlacesProvider(env: PlacesSettings, logger: Logger, overrides: PlacesProviderOverrides = {}): PlacesProvider {
  const source = choosePlacesSource(env);
  if (source === "none") return createNoPlacesProvider();

  const timeoutMs = overrides.timeoutMs ?? PLACES_TIMEOUT_MS;
  // Nominatim's and Overpass's usage policies ask for a User-Agent that names the application and how to reach it.
  const userAgent = `ListingLift (${env.baseUrl})`;
  const geocoder = createNominatimGeocoder({ baseUrl: env.NOMINATIM_BASE_URL, userAgent, timeoutMs });
  let search: NearbySearch;
  if (source === "google") {
    if (!env.GOOGLE_PLACES_KEY) throw new Error("PLACES_PROVIDER=google needs GOOGLE_PLACES_KEY.");
    search = createGooglePlacesSearch({ apiKey: env.GOOGLE_PLACES_KEY, baseUrl: env.GOOGLE_PLACES_BASE_URL, timeoutMs });
  } else {
    search = createOverpassSearch({ endpoint: env.OVERPASS_BASE_URL, userAgent, timeoutMs });
  }
  return createNearbyPlacesProvider({ geocoder, search, logger, radiusMeters: env.PLACES_RADIUS_METERS, cache: overrides.cache });
}
