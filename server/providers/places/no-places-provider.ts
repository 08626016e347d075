import { hostCenter } from "./nearby-places-provider";
import { rankPoints } from "./rank-points";
import type { PlacesProvider } from "./types";

/** PLACES_PROVIDER=none: no map service is asked; the host's map point and typed places are all there is. */
export function createNoPlacesProvider(): PlacesProvider {
  return {
    source: "none",
    async findNearby(location, options = {}) {
      return { center: hostCenter(location), points: rankPoints(options.hostPoints ?? [], null, options), source: "none", warnings: [] };
    },
  };
}
