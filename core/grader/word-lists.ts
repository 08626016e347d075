/**
 * The word lists of the listing-quality score, exactly as spec/GRADER.md gives them.
 * Changing a list changes scores: treat them as part of the product, not as tuning knobs.
 */

/** Words guests search for in titles; a title earns full keyword marks with 3 distinct hits. */
// prettier-ignore
export const TITLE_KEYWORDS = [
  "cozy", "cosy", "modern", "luxury", "luxurious", "spacious", "charming", "stylish", "bright", "quiet", "private",
  "beach", "beachfront", "oceanfront", "ocean", "sea", "lake", "lakefront", "mountain", "river", "view", "views",
  "pool", "hot tub", "jacuzzi", "sauna", "downtown", "central", "walk", "walkable", "steps", "family", "romantic",
  "retreat", "getaway", "oasis", "hideaway", "studio", "loft", "cabin", "cottage", "villa", "chalet", "bungalow",
  "penthouse", "suite", "garden", "patio", "balcony", "terrace", "rooftop", "fireplace", "parking", "wifi", "king",
  "historic", "renovated",
] as const;

/** Details guests look for in a description; 3 distinct hits earn a 0.1 bonus. */
// prettier-ignore
export const DESCRIPTION_TERMS = [
  "walk", "walking", "minutes", "downtown", "beach", "restaurants", "shops", "cafes", "park", "transit", "metro",
  "subway", "station", "airport", "kitchen", "fully equipped", "wifi", "workspace", "parking", "self check-in",
  "comfortable", "cozy", "spacious", "quiet", "view", "views", "family", "relax", "private", "balcony", "patio", "pool",
] as const;

export interface KeyAmenityGroup {
  /** How the group is named to the host, e.g. "air conditioning". */
  readonly name: string;
  /** Any of these, matched in an amenity name, counts the group as present. */
  readonly terms: readonly string[];
}

/** The amenities guests filter by; each group counts once however many of its terms match. */
export const KEY_AMENITIES: readonly KeyAmenityGroup[] = [
  { name: "wifi", terms: ["wifi", "wi-fi", "wireless internet", "internet"] },
  { name: "kitchen", terms: ["kitchen", "kitchenette"] },
  { name: "washer", terms: ["washer", "washing machine"] },
  { name: "dryer", terms: ["dryer"] },
  { name: "air conditioning", terms: ["air conditioning", "ac", "central air"] },
  { name: "heating", terms: ["heating", "heater", "central heating"] },
  { name: "parking", terms: ["free parking", "parking"] },
  { name: "pool", terms: ["pool"] },
  { name: "hot tub", terms: ["hot tub", "jacuzzi"] },
  { name: "TV", terms: ["tv", "hdtv", "television"] },
  { name: "workspace", terms: ["dedicated workspace", "workspace", "desk"] },
  { name: "self check-in", terms: ["self check-in", "keypad", "lockbox", "smart lock"] },
  { name: "coffee maker", terms: ["coffee maker", "coffee", "espresso machine", "nespresso"] },
  { name: "dishwasher", terms: ["dishwasher"] },
  { name: "EV charger", terms: ["ev charger"] },
  { name: "gym", terms: ["gym", "exercise equipment"] },
];
