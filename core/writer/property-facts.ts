import { z } from "zod";
import { MARKETPLACE_IDS } from "../marketplaces/marketplace-rules";

/**
 * The property facts the writer takes (DESIGN.md): the web form, the API and the CLI share this schema.
 * Names may grow, never change. Everything the writer says about the home comes from here or from the places
 * provider; nothing else.
 */
export const ROOM_TYPES = ["entire_home", "private_room", "shared_room", "hotel_room"] as const;
/** Whether a room's bathrooms are its guests' alone or shared with the host or other guests (Airbnb's "1 private bath", "1 shared bath"). */
export const BATHROOM_ACCESS = ["private", "shared"] as const;
export const WRITING_TONES = ["warm", "professional", "luxurious", "playful", "concise"] as const;
export const WRITING_LANGUAGES = ["en", "es", "fr", "de", "it", "pt"] as const;
export const POINT_CATEGORIES = [
  "food",
  "cafe",
  "groceries",
  "transit",
  "park",
  "beach",
  "sight",
  "nightlife",
  "shopping",
  "health",
  "other",
] as const;

export type RoomType = (typeof ROOM_TYPES)[number];
export type BathroomAccess = (typeof BATHROOM_ACCESS)[number];

/** Whether the room type has a bathroom access to say: a booked room does; an entire home's bathrooms are its guests' own. */
export function takesBathroomAccess(roomType: RoomType | undefined): boolean {
  return roomType !== undefined && roomType !== "entire_home";
}
export type WritingTone = (typeof WRITING_TONES)[number];
export type WritingLanguage = (typeof WRITING_LANGUAGES)[number];

/** Each writing language in English words, as the form, the prompt and the quality gate name it. */
export const LANGUAGE_NAMES: Readonly<Record<WritingLanguage, string>> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  pt: "Portuguese",
};
export type PointCategory = (typeof POINT_CATEGORIES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/** Real amenity names run long ("Children’s books and toys for ages 0-2 years old, 2-5 years old, …", 149 characters in Inside Airbnb): taken, and cleaned before writing. */
export const AMENITY_MAX_CHARACTERS = 200;

export const propertyLocationSchema = z.object({
  city: text(120),
  region: text(120).optional(),
  country: text(120),
  neighborhood: text(120).optional(),
  /** A street address, used only to find the map point; never printed in the listing. */
  address: text(300).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});

export const pointOfInterestInputSchema = z.object({
  name: text(120),
  category: z.enum(POINT_CATEGORIES),
  distanceMeters: z.number().int().min(0).max(100_000).optional(),
});

export const houseRulesInputSchema = z.object({
  checkIn: text(40).optional().describe("e.g. 15:00 or 3:00 PM"),
  checkOut: text(40).optional(),
  pets: z.boolean().optional(),
  smoking: z.boolean().optional(),
  parties: z.boolean().optional(),
  quietHours: text(60).optional().describe("e.g. 22:00-08:00"),
  maxGuests: z.number().int().min(1).max(50).optional(),
  additional: z.array(text(200)).max(15).optional(),
});

export const propertyFactsSchema = z.object({
  propertyType: text(80).describe('e.g. "Entire rental unit"'),
  roomType: z.enum(ROOM_TYPES),
  location: propertyLocationSchema,
  bedrooms: z.number().int().min(0).max(50),
  beds: z.number().int().min(0).max(100),
  bathrooms: z.number().min(0).max(50).multipleOf(0.5),
  bathroomAccess: z
    .enum(BATHROOM_ACCESS)
    .optional()
    .describe("For a room (not an entire home): whether its guests have the bathrooms to themselves or share them. Not given, the listing says neither"),
  accommodates: z.number().int().min(1).max(50),
  amenities: z.array(text(AMENITY_MAX_CHARACTERS)).max(120),
  highlights: z.array(text(200)).max(12).optional().describe("The host's selling points, in their words"),
  idealFor: z.array(text(80)).max(8).optional().describe('e.g. "families", "remote workers"'),
  houseRules: houseRulesInputSchema.optional(),
  pointsOfInterest: z.array(pointOfInterestInputSchema).max(30).optional(),
  tone: z.enum(WRITING_TONES).optional(),
  language: z.enum(WRITING_LANGUAGES).optional(),
  marketplace: z.enum(MARKETPLACE_IDS).optional(),
});

export type PropertyLocation = z.infer<typeof propertyLocationSchema>;
export type PointOfInterestInput = z.infer<typeof pointOfInterestInputSchema>;
export type HouseRulesInput = z.infer<typeof houseRulesInputSchema>;
export type PropertyFacts = z.infer<typeof propertyFactsSchema>;
