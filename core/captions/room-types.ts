/**
 * What a listing photo shows. The vision model answers with one of these; without a model the host picks one. The
 * audit reads them to find the spaces a set leaves out.
 */
export const PHOTO_ROOM_TYPES = [
  "living_room",
  "kitchen",
  "dining_area",
  "bedroom",
  "bathroom",
  "workspace",
  "outdoor_space",
  "pool",
  "view",
  "exterior",
  "entrance",
  "laundry",
  "amenity",
  "other",
] as const;
export type PhotoRoomType = (typeof PHOTO_ROOM_TYPES)[number];

/** For pickers and exports. */
export const ROOM_TYPE_LABELS: Readonly<Record<PhotoRoomType, string>> = {
  living_room: "Living room",
  kitchen: "Kitchen",
  dining_area: "Dining area",
  bedroom: "Bedroom",
  bathroom: "Bathroom",
  workspace: "Workspace",
  outdoor_space: "Patio, balcony or garden",
  pool: "Pool or hot tub",
  view: "View",
  exterior: "Outside of the home",
  entrance: "Entrance or hallway",
  laundry: "Laundry",
  amenity: "Shared amenity",
  other: "Other",
};

/** How the room opens a caption ("Kitchen with …") and an alt text ("The kitchen with …"). */
export const ROOM_TYPE_WORDS: Readonly<Record<PhotoRoomType, { caption: string; alt: string }>> = {
  living_room: { caption: "Living room", alt: "The living room" },
  kitchen: { caption: "Kitchen", alt: "The kitchen" },
  dining_area: { caption: "Dining area", alt: "The dining area" },
  bedroom: { caption: "Bedroom", alt: "A bedroom" },
  bathroom: { caption: "Bathroom", alt: "A bathroom" },
  workspace: { caption: "Workspace", alt: "A workspace" },
  outdoor_space: { caption: "Outdoor space", alt: "The outdoor space" },
  pool: { caption: "Pool", alt: "The pool" },
  view: { caption: "View", alt: "The view" },
  exterior: { caption: "Outside the home", alt: "The outside of the home" },
  entrance: { caption: "Entrance", alt: "The entrance" },
  laundry: { caption: "Laundry", alt: "The laundry area" },
  amenity: { caption: "Shared amenity", alt: "A shared amenity" },
  other: { caption: "Around the home", alt: "A part of the home" },
};

/** Things a host may tick for a photo of each room; they may type others. Lower case unless a name needs capitals. */
export const SUGGESTED_FEATURES: Readonly<Record<PhotoRoomType, readonly string[]>> = {
  living_room: ["sofa bed", "smart TV", "fireplace", "reading corner", "large windows", "balcony access", "ceiling fan", "air conditioning"],
  kitchen: ["full-size fridge", "oven", "dishwasher", "coffee machine", "kitchen island", "bar stools", "microwave", "stovetop"],
  dining_area: ["table for four", "table for six", "window seat", "pendant lights", "garden view"],
  bedroom: ["king bed", "queen bed", "double bed", "twin beds", "bunk beds", "wardrobe", "desk", "blackout curtains", "ceiling fan", "en-suite bathroom"],
  bathroom: ["walk-in shower", "bathtub", "double sink", "heated towel rail", "hair dryer", "washing machine"],
  workspace: ["desk", "office chair", "monitor", "fast wifi", "natural light"],
  outdoor_space: ["patio", "balcony", "garden", "outdoor dining table", "barbecue grill", "sun loungers", "hammock", "fire pit"],
  pool: ["private pool", "shared pool", "hot tub", "sun loungers", "pool fence"],
  view: ["sea view", "mountain view", "city view", "lake view", "garden view"],
  exterior: ["private entrance", "driveway", "garage", "front garden", "free parking on premises", "EV charger"],
  entrance: ["keypad entry", "shoe rack", "coat hooks", "stairs"],
  laundry: ["washing machine", "dryer", "iron", "drying rack"],
  amenity: ["gym", "game room", "sauna", "shared lounge", "elevator"],
  other: [],
};

export function isPhotoRoomType(value: unknown): value is PhotoRoomType {
  return typeof value === "string" && (PHOTO_ROOM_TYPES as readonly string[]).includes(value);
}
