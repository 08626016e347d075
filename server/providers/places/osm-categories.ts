import type { PointCategory } from "../../../core/writer/property-facts";

/**
 * The OpenStreetMap tags we ask Overpass for, and the category each one is. The query and the reading of its answer
 * both come from this one table, so they cannot disagree. Keys are tried in this order: a café that is also a
 * newsagent is a café, a restaurant that is also a bakery is food.
 */
export const OSM_CATEGORY_TAGS: Readonly<Record<string, Readonly<Record<string, PointCategory>>>> = {
  amenity: {
    restaurant: "food",
    fast_food: "food",
    food_court: "food",
    ice_cream: "food",
    cafe: "cafe",
    bar: "nightlife",
    pub: "nightlife",
    biergarten: "nightlife",
    nightclub: "nightlife",
    pharmacy: "health",
    hospital: "health",
    marketplace: "groceries",
    bus_station: "transit",
    ferry_terminal: "transit",
    theatre: "sight",
  },
  shop: {
    supermarket: "groceries",
    convenience: "groceries",
    greengrocer: "groceries",
    bakery: "food",
    pastry: "food",
    mall: "shopping",
    department_store: "shopping",
  },
  leisure: { park: "park", garden: "park", beach_resort: "beach" },
  natural: { beach: "beach" },
  tourism: { museum: "sight", attraction: "sight", viewpoint: "sight", gallery: "sight", zoo: "sight", aquarium: "sight" },
  historic: { monument: "sight", castle: "sight" },
  railway: { station: "transit", halt: "transit", tram_stop: "transit" },
  public_transport: { station: "transit" },
  highway: { bus_stop: "transit" },
};

/** Our category for an element's tags, or null when it is nothing we list (a bank, a hotel, a parking lot…). */
export function classifyOsmTags(tags: Readonly<Record<string, string>>): PointCategory | null {
  for (const [key, values] of Object.entries(OSM_CATEGORY_TAGS)) {
    const value = tags[key];
    if (value !== undefined && Object.hasOwn(values, value)) return values[value] ?? null;
  }
  return null;
}
