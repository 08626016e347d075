import type { PointCategory } from "../../../core/writer/property-facts";

/** The Places API (New) types asked for (Table A; at most 50 a request), each with our category. */
export const GOOGLE_CATEGORY_TYPES: Readonly<Record<string, PointCategory>> = {
  restaurant: "food",
  bakery: "food",
  cafe: "cafe",
  coffee_shop: "cafe",
  supermarket: "groceries",
  grocery_store: "groceries",
  convenience_store: "groceries",
  transit_station: "transit",
  subway_station: "transit",
  train_station: "transit",
  bus_station: "transit",
  light_rail_station: "transit",
  park: "park",
  beach: "beach",
  museum: "sight",
  tourist_attraction: "sight",
  art_gallery: "sight",
  historical_landmark: "sight",
  bar: "nightlife",
  night_club: "nightlife",
  pharmacy: "health",
  shopping_mall: "shopping",
};

/**
 * Our category for a place's primary type (e.g. "mexican_restaurant" is food). Only the primary type counts: a hotel
 * lists "restaurant" among its types, and it is not a restaurant to walk to. A place with no primary type is read from
 * its first type that we know.
 */
export function classifyGoogleTypes(primaryType: string | undefined, types: readonly string[] = []): PointCategory | null {
  const classify = (type: string): PointCategory | null => {
    if (Object.hasOwn(GOOGLE_CATEGORY_TYPES, type)) return GOOGLE_CATEGORY_TYPES[type] ?? null;
    if (type.endsWith("_restaurant") || type === "steak_house" || type === "diner") return "food";
    if (type.endsWith("_bar") || type === "pub") return "nightlife";
    return null;
  };
  if (primaryType) return classify(primaryType);
  for (const type of types) {
    const category = classify(type);
    if (category) return category;
  }
  return null;
}
