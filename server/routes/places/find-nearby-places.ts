import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { nearbyPlacesRequestSchema, nearbyPlacesResponseSchema, PLACES_LOOKUPS_PER_HOUR } from "../../../contracts/places";
import { findNearbyPlaces as findNearbyPlacesService } from "../../services/places/find-nearby-places";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const findNearbyPlacesRoute = defineRoute({
  access: "signedIn",
  method: "post",
  path: "/places/nearby",
  tags: ["Listings"],
  summary: "The map point of a home and the places within walking distance",
  description:
    "Finds the home on the map (the given lat/lng, or the address geocoded with OpenStreetMap Nominatim) and the named " +
    "places within walking distance (OpenStreetMap Overpass, or Google Places when configured): food, cafés, groceries, " +
    "transit, parks, beaches, sights, nightlife, shopping and health, nearest first with a few per category, with " +
    "metres and walking minutes. The host's own places (`pointsOfInterest`) always come first. A map service that " +
    "fails or is slow gives no found places and a warning, not an error; a city-level match gives a centre but no " +
    `places. At most ${PLACES_LOOKUPS_PER_HOUR} look-ups an hour per user.`,
  request: { body: { content: { "application/json": { schema: nearbyPlacesRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(nearbyPlacesResponseSchema, "The map point, the places, and warnings about what could not be found"),
    400: jsonContent(apiErrorSchema, "The location is incomplete"),
    429: jsonContent(apiErrorSchema, "Too many look-ups this hour"),
  },
});

export const findNearbyPlaces: RouteHandler<typeof findNearbyPlacesRoute> = async (c) => {
  const viewer = c.var.user;
  const { database, places } = c.var.deps;
  return c.json(await findNearbyPlacesService({ db: database.db, places }, viewer, c.req.valid("json")), 200);
};
