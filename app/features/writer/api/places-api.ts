import type { ListingPoint } from "../../../../core/writer/generated-listing";
import type { PropertyLocation } from "../../../../core/writer/property-facts";
import { requestApi } from "../../../lib/api-client";

export interface NearbyAnswer {
  center: { lat: number; lng: number; displayName: string } | null;
  points: ListingPoint[];
  source: string;
  warnings?: string[];
}

/** The map point of the location and the places within walking distance that the writer may name. */
export function findNearby(location: PropertyLocation): Promise<NearbyAnswer> {
  return requestApi<NearbyAnswer>("/api/v1/places/nearby", { method: "POST", body: { location } });
}
