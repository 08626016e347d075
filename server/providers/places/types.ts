/** The places seam: where a home is, and what is within walking distance of it. */
import type { NearbyPlaces, PlacesSource } from "../../../contracts/places";
import type { PointCategory, PointOfInterestInput, PropertyLocation } from "../../../core/writer/property-facts";

export type { NearbyPlaces, PlacesSource };

export interface FindNearbyOptions {
  /** The places the host typed: always kept, first. */
  hostPoints?: PointOfInterestInput[];
  /** Walking distance, straight line from the home (default PLACES_RADIUS_METERS). */
  radiusMeters?: number;
  /** At most this many points in all (host points are kept even beyond it). */
  maxPoints?: number;
}

/**
 * Finds the home on the map and the places around it. Never throws for a vendor's failure: a failed or timed-out
 * look-up gives no found places and a warning, so a generation never fails because a map service did.
 */
export interface PlacesProvider {
  readonly source: PlacesSource;
  findNearby(location: PropertyLocation, options?: FindNearbyOptions): Promise<NearbyPlaces>;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A geocoder's answer for a typed location. */
export interface GeocodedLocation extends GeoPoint {
  displayName: string;
  /** Street level or finer: close enough to the home for walking distances. */
  precise: boolean;
}

export interface Geocoder {
  /** null when the geocoder knows no such place. */
  geocode(location: PropertyLocation): Promise<GeocodedLocation | null>;
}

/** A place a vendor found, before ranking: its own position, not yet a distance. */
export interface FoundPlace extends GeoPoint {
  name: string;
  category: PointCategory;
}

export interface NearbySearch {
  readonly source: Exclude<PlacesSource, "none">;
  /** Named places of our categories around `center`; throws PlacesLookupError when the vendor fails. */
  searchNearby(center: GeoPoint, radiusMeters: number): Promise<FoundPlace[]>;
}

/** A vendor that did not answer usefully; `message` is written for the host (shown as a warning). */
export class PlacesLookupError extends Error {
  override readonly name = "PlacesLookupError";

  constructor(
    message: string,
    /** For the log only: statuses, the vendor's own error text. */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
  }
}
