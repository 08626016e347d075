import { z } from "zod";
import { tryAgainInMinutes } from "./retry-after";
import { listingPointSchema } from "../core/writer/generated-listing";
import { pointOfInterestInputSchema, propertyLocationSchema } from "../core/writer/property-facts";

export const PLACES_SOURCES = ["openstreetmap", "google", "none"] as const;
export type PlacesSource = (typeof PLACES_SOURCES)[number];

/** Nearby-place look-ups a user may make in an hour (the form asks as the address is typed, debounced). */
export const PLACES_LOOKUPS_PER_HOUR = 60;

export const nearbyPlacesRequestSchema = z.object({
  location: propertyLocationSchema,
  pointsOfInterest: z
    .array(pointOfInterestInputSchema)
    .max(30)
    .optional()
    .describe("The places the host typed: always kept, first, whatever the provider finds"),
});
export type NearbyPlacesRequest = z.infer<typeof nearbyPlacesRequestSchema>;

export const placesCenterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** The geocoder's name of the point; null when the host gave the coordinates. */
  displayName: z.string().nullable(),
  /**
   * True for the host's map point or a street-level address. False for the centre of a neighbourhood or a city: a map
   * can show it, but walking distances from it would be made up, so no places are looked up around it.
   */
  precise: z.boolean(),
});
export type PlacesCenter = z.infer<typeof placesCenterSchema>;

export const nearbyPlacesResponseSchema = z.object({
  center: placesCenterSchema.nullable().describe("Where the home is on the map, or null when it could not be found"),
  points: z.array(listingPointSchema).describe("The host's places first, then the nearest found, a few per category"),
  source: z.enum(PLACES_SOURCES).describe("Who looked the places up; none when the server has no places provider"),
  warnings: z.array(z.string()).describe("Why some places may be missing (a failed or imprecise look-up), for the host"),
});
export type NearbyPlaces = z.infer<typeof nearbyPlacesResponseSchema>;

export function formatPlacesRateLimitMessage(retryAfterSeconds: number): string {
  return `Too many nearby-place look-ups. ${tryAgainInMinutes(retryAfterSeconds)}`;
}
