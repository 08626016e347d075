import type { NearbyPlaces } from "../../../../contracts/places";
import type { PropertyLocation } from "../../../../core/writer/property-facts";
import { api, dataOf } from "../../../lib/api";

/** The server's answer, as contracts/places.ts defines it. */
export type NearbyAnswer = NearbyPlaces;

/** The map point of the location and the places within walking distance that the writer may name. */
export function findNearby(location: PropertyLocation): Promise<NearbyAnswer> {
  return dataOf(api.POST("/places/nearby", { body: { location } }));
}
