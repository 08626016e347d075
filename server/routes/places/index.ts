import { createRouter } from "../create-router";
import { findNearbyPlaces, findNearbyPlacesRoute } from "./find-nearby-places";

export const placesRoutes = createRouter().openapi(findNearbyPlacesRoute, findNearbyPlaces);
